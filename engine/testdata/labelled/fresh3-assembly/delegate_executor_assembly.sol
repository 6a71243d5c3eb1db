// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// A vault with "plugin" execution: the plugin address comes from the caller and runs in the vault's storage.
contract PluginVault {
    address public owner;
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    IERC20 public immutable asset;

    constructor(IERC20 _asset) {
        owner = msg.sender;
        asset = _asset;
    }

    function deposit(uint256 amount) external {
        shares[msg.sender] += amount;
        totalShares += amount;
    }

    function runPlugin(address plugin, bytes calldata data) external payable returns (bytes memory result) {
        require(shares[msg.sender] > 0, "no shares");
        assembly {
            let ptr := mload(0x40)
            calldatacopy(ptr, data.offset, data.length)
            // <yes> <report> ACCESS_CONTROL
            let ok := delegatecall(gas(), plugin, ptr, data.length, 0, 0)
            let size := returndatasize()
            result := mload(0x40)
            mstore(result, size)
            returndatacopy(add(result, 0x20), 0, size)
            mstore(0x40, add(add(result, 0x20), size))
            if iszero(ok) { revert(add(result, 0x20), size) }
        }
    }
}
