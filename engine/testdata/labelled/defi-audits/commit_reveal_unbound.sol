// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// A guessing game with a commit phase whose commitment is the hash of the answer alone: a watcher copies a
// winner's commitment into their own slot, and once the answer is revealed reveals it too.
contract GuessCommit {
    bytes32 public immutable answerHash;
    uint256 public immutable commitEnd;
    mapping(address => bytes32) public commitments;
    address[] public winners;

    constructor(bytes32 h) payable {
        answerHash = h;
        commitEnd = block.timestamp + 1 days;
    }

    function commit(bytes32 c) external {
        require(block.timestamp < commitEnd, "closed");
        commitments[msg.sender] = c;
    }

    function reveal(string calldata answer) external {
        require(block.timestamp >= commitEnd, "early");
        // <yes> <report> FRONT_RUNNING
        require(commitments[msg.sender] == keccak256(abi.encodePacked(answer)), "commitment");
        require(keccak256(abi.encodePacked(answer)) == answerHash, "wrong");
        delete commitments[msg.sender];
        winners.push(msg.sender);
    }
}
