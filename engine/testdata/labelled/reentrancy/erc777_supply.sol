// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// Lendf.Me: the supplied asset may be an ERC-777 token (imBTC), whose transferFrom calls the sender's
// tokensToSend hook. supply() reads the balance, calls the token, then stores the old balance plus the amount:
// a supply re-entered from the hook, or a withdrawal, is overwritten.
contract MoneyMarket {
    mapping(address => mapping(address => uint256)) public supplyBalance;
    mapping(address => bool) public listed;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function list(address asset) external {
        require(msg.sender == admin);
        listed[asset] = true;
    }

    function supply(address asset, uint256 amount) external {
        require(listed[asset], "not listed");
        uint256 balance = supplyBalance[msg.sender][asset];
        // <yes> <report> REENTRANCY
        require(IERC20(asset).transferFrom(msg.sender, address(this), amount), "transfer failed");
        supplyBalance[msg.sender][asset] = balance + amount;
    }

    function withdraw(address asset, uint256 amount) external {
        uint256 balance = supplyBalance[msg.sender][asset];
        require(balance >= amount, "too much");
        supplyBalance[msg.sender][asset] = balance - amount;
        require(IERC20(asset).transfer(msg.sender, amount), "transfer failed");
    }
}
