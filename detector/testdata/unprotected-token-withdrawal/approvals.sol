// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IVault {
    function deposit(uint256 amount, address receiver) external returns (uint256);
}

library SafeERC20 {
    function safeApprove(IERC20 token, address spender, uint256 value) internal {
        require(token.approve(spender, value), "approve");
    }
}

// An approval is a transfer the spender completes with transferFrom: granting one to a spender the caller
// names is a withdrawal to them.
contract Zapper {
    using SafeERC20 for IERC20;

    address public owner;
    IERC20 public immutable asset;
    mapping(address => bool) public allowedVault;
    mapping(address => mapping(address => uint256)) public idle;

    constructor(IERC20 a) {
        owner = msg.sender;
        asset = a;
    }

    function park(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        idle[msg.sender][address(token)] += amount;
    }

    // Vulnerable: anyone approves themselves for all the zapper holds.
    function prepare(IERC20 token, address spender) external { // want "Zapper.prepare\\(\\) lets any caller approve spender to spend type\\(uint256\\).max of the contract's tokens"
        require(token.approve(spender, type(uint256).max));
    }

    // Vulnerable: through SafeERC20.
    function prepareSafe(address spender, uint256 amount) external { // want "lets any caller approve spender to spend amount"
        asset.safeApprove(spender, amount);
    }

    // Safe: the amount is debited from the caller's own record first.
    function zapInto(IERC20 token, IVault vault, uint256 amount) external returns (uint256) {
        idle[msg.sender][address(token)] -= amount;
        require(token.approve(address(vault), amount));
        return vault.deposit(amount, msg.sender);
    }

    // Safe: a revocation grants nothing.
    function revoke(address spender) external {
        require(asset.approve(spender, 0));
    }

    // Safe: only the owner.
    function grant(address spender, uint256 amount) external {
        require(msg.sender == owner);
        require(asset.approve(spender, amount));
    }

    // Safe: the spender must be on the owner's allow-list.
    function allocate(IVault vault, uint256 amount) external returns (uint256) {
        require(allowedVault[address(vault)], "vault");
        require(asset.approve(address(vault), amount));
        return vault.deposit(amount, address(this));
    }

    // Safe: the caller brings the tokens it has approved onward.
    function route(address router, uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount));
        require(asset.approve(router, amount));
    }
}
