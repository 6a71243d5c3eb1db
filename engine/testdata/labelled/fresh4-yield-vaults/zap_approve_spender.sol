// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IVault {
    function deposit(uint256 amount, address receiver) external returns (uint256);
}

/// @title Vault zapper
/// @notice The zap holds the users' idle balances between steps. prepare() lets the caller name the spender of
/// an unlimited approval of any token the zap holds, so the caller approves itself and drains the zapper.
contract VaultZapper {
    mapping(address => mapping(address => uint256)) public idle;

    function park(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        idle[msg.sender][address(token)] += amount;
    }

    function prepare(IERC20 token, address spender) external {
        // <yes> <report> ACCESS_CONTROL
        token.approve(spender, type(uint256).max);
    }

    function zapInto(IERC20 token, IVault vault, uint256 amount) external returns (uint256) {
        idle[msg.sender][address(token)] -= amount;
        token.approve(address(vault), amount);
        return vault.deposit(amount, msg.sender);
    }

    function unpark(IERC20 token, uint256 amount) external {
        idle[msg.sender][address(token)] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
