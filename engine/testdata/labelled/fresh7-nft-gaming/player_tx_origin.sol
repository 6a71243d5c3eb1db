// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

/// Player profiles and in-game gold. Mini-game contracts call in to pay a player on behalf of the player.
contract PlayerProfiles {
    mapping(address => uint256) public gold;
    mapping(address => string) public nickname;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function register(string calldata nick) external {
        nickname[msg.sender] = nick;
        gold[msg.sender] += 100;
    }

    function spendGold(address to, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        address player = tx.origin;
        require(gold[player] >= amount, "gold");
        gold[player] -= amount;
        gold[to] += amount;
    }
}
