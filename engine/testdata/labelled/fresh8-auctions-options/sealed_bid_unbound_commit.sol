// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Sealed-bid (Vickrey-style) auction: bidders post a hash of their bid with a deposit, then reveal.
/// The commitment hashes only the amount and a salt, so a copied commitment reveals for anyone.
contract SealedBidAuction {
    struct Commit {
        bytes32 hash;
        uint256 deposit;
        bool revealed;
    }

    address public immutable seller;
    uint256 public immutable commitEnd;
    uint256 public immutable revealEnd;

    mapping(address => Commit) public commits;
    address public winner;
    uint256 public highest;
    uint256 public second;

    constructor(uint256 commitPeriod, uint256 revealPeriod) {
        seller = msg.sender;
        commitEnd = block.timestamp + commitPeriod;
        revealEnd = commitEnd + revealPeriod;
    }

    function commit(bytes32 hash) external payable {
        require(block.timestamp < commitEnd, "commit over");
        require(commits[msg.sender].hash == bytes32(0), "committed");
        commits[msg.sender] = Commit(hash, msg.value, false);
    }

    function reveal(uint256 amount, bytes32 salt) external {
        require(block.timestamp >= commitEnd && block.timestamp < revealEnd, "not reveal phase");
        Commit storage c = commits[msg.sender];
        require(!c.revealed, "revealed");
        // <yes> <report> FRONT_RUNNING
        require(keccak256(abi.encodePacked(amount, salt)) == c.hash, "bad reveal");
        require(c.deposit >= amount, "underfunded");
        c.revealed = true;
        if (amount > highest) {
            second = highest;
            highest = amount;
            winner = msg.sender;
        } else if (amount > second) {
            second = amount;
        }
    }

    function refund() external {
        require(block.timestamp >= revealEnd, "reveal open");
        require(msg.sender != winner, "winner");
        uint256 amount = commits[msg.sender].deposit;
        commits[msg.sender].deposit = 0;
        payable(msg.sender).transfer(amount);
    }
}
