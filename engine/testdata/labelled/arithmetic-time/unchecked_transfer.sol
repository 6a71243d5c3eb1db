// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// A gas-optimised token that moved its balance arithmetic into unchecked blocks without the checks that
// made it safe: transferring more than one holds wraps the sender's balance to nearly 2**256.
contract UncheckedToken {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        unchecked {
            // <yes> <report> ARITHMETIC
            balanceOf[msg.sender] -= amount;
            balanceOf[to] += amount;
        }
        return true;
    }
}
