// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IVault {
    function depositFor(address account, uint256 amount) external;
}

library TransferHelper {
    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }
}

// Deposit helper: users approve it once and it deposits into any of the protocol's vaults.
contract DepositRouter {
    mapping(address => address) public vaultToken;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function registerVault(address vault, address token) external {
        require(msg.sender == owner, "owner");
        vaultToken[vault] = token;
        IERC20(token).approve(vault, type(uint256).max);
    }

    function _pull(address token, address payer, uint256 amount) internal {
        TransferHelper.safeTransferFrom(token, payer, address(this), amount);
    }

    function depositFrom(address vault, address payer, uint256 amount) external {
        address token = vaultToken[vault];
        require(token != address(0), "unknown vault");
        // <yes> <report> ACCESS_CONTROL
        _pull(token, payer, amount);
        IVault(vault).depositFor(msg.sender, amount);
    }

    function deposit(address vault, uint256 amount) external {
        address token = vaultToken[vault];
        require(token != address(0), "unknown vault");
        _pull(token, msg.sender, amount);
        IVault(vault).depositFor(msg.sender, amount);
    }
}
