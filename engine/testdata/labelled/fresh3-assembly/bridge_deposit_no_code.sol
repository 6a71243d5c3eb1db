// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

/// Qubit-style bridge handler: the native-coin resource is registered as address(0) and whitelisted, and the ERC-20
/// deposit path accepts it; the TransferHelper low-level call to an address with no code "succeeds" and the deposit is bridged.
library TransferHelper {
    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        // <yes> <report> UNCHECKED_LL_CALLS
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }
}

contract ERC20Handler {
    address public bridge;
    mapping(bytes32 => address) public resourceIDToTokenContractAddress;
    mapping(address => bool) public contractWhitelist;
    mapping(uint64 => bytes) public depositRecords;

    event Deposited(bytes32 resourceID, address depositer, uint256 amount, uint64 nonce);

    constructor(address _bridge) public {
        bridge = _bridge;
    }

    modifier onlyBridge() {
        require(msg.sender == bridge, "sender must be bridge contract");
        _;
    }

    function setResource(bytes32 resourceID, address tokenAddress) external onlyBridge {
        resourceIDToTokenContractAddress[resourceID] = tokenAddress;
        contractWhitelist[tokenAddress] = true;
    }

    function deposit(bytes32 resourceID, address depositer, uint64 nonce, bytes calldata data) external onlyBridge {
        (uint256 amount) = abi.decode(data, (uint256));
        address tokenAddress = resourceIDToTokenContractAddress[resourceID];
        require(contractWhitelist[tokenAddress], "provided tokenAddress is not whitelisted");
        TransferHelper.safeTransferFrom(tokenAddress, depositer, address(this), amount);
        depositRecords[nonce] = data;
        emit Deposited(resourceID, depositer, amount, nonce);
    }
}
