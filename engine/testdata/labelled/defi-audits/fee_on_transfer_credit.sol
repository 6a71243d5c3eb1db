// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A multi-token escrow that credits the amount asked for, not the amount received: a fee-on-transfer token
// leaves the escrow short, and the last to withdraw cannot.
contract Escrow {
    mapping(address => mapping(address => uint256)) public deposits; // token => user => amount

    function deposit(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        // <yes> <report> OTHER
        deposits[address(token)][msg.sender] += amount;
    }

    function withdraw(IERC20 token, uint256 amount) external {
        deposits[address(token)][msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
