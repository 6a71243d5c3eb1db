// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal token with checked arithmetic and a custom error.
contract Token {
    error Insufficient(uint256 have, uint256 want);

    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        uint256 have = balanceOf[msg.sender];
        if (have < amount) revert Insufficient(have, amount);
        unchecked {
            balanceOf[msg.sender] = have - amount;
        }
        balanceOf[to] += amount;
        return true;
    }
}
