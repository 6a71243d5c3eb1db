// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// A token whose transfer caches both balances: sending to oneself doubles the balance.
contract CachedToken {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        uint256 senderBalance = balanceOf[msg.sender];
        uint256 receiverBalance = balanceOf[to];
        require(senderBalance >= amount, "insufficient");
        balanceOf[msg.sender] = senderBalance - amount;
        // <yes> <report> OTHER
        balanceOf[to] = receiverBalance + amount;
        return true;
    }
}
