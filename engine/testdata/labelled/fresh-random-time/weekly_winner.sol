// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

contract WeeklyWinner {
    address[] public participants;
    uint256 public roundEnd;
    address public owner;

    constructor() {
        owner = msg.sender;
        roundEnd = block.timestamp + 7 days;
    }

    function join() external payable {
        require(msg.value == 0.01 ether, "fee");
        participants.push(msg.sender);
    }

    function pickWinner() external {
        require(block.timestamp >= roundEnd, "round open");
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(block.timestamp, block.number, participants.length)));
        // <yes> <report> BAD_RANDOMNESS
        uint256 index = seed % participants.length;
        // <yes> <report> BAD_RANDOMNESS
        address winner = participants[index];
        delete participants;
        roundEnd = block.timestamp + 7 days;
        payable(winner).transfer(address(this).balance);
    }
}
