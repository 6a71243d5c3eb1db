// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

// The deposit is kept in a uint8: an amount of 257 is recorded as 1, and no 0.8 check catches it.
contract SmallBank {
    mapping(address => uint8) public balances;

    function deposit(uint256 amount) external {
        // <yes> <report> ARITHMETIC
        uint8 balance = uint8(amount);
        balances[msg.sender] = balance;
    }

    function balanceOf(address who) external view returns (uint256) {
        return balances[who];
    }
}
