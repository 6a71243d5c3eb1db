// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The winner is drawn from block.prevrandao and the timestamp: the proposer of the block knows both and can
// choose to publish or withhold it, and a contract calling draw() sees the result before committing.
contract PrevrandaoRaffle {
    address[] public players;
    uint256 public constant TICKET = 0.1 ether;
    address public immutable operator;

    constructor() {
        operator = msg.sender;
    }

    function enter() external payable {
        require(msg.value == TICKET, "ticket");
        players.push(msg.sender);
    }

    function draw() external {
        require(players.length >= 3, "players");
        // <yes> <report> BAD_RANDOMNESS
        uint256 index = uint256(keccak256(abi.encodePacked(block.prevrandao, block.timestamp, players.length))) % players.length;
        address winner = players[index];
        delete players;
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "send");
    }
}
