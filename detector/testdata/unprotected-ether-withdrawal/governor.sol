// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

// Safe: execute() pays only a proposal whose votes reached the quorum; the voters decided it.
contract Gov {
    struct P {
        uint256 forVotes;
        uint256 endBlock;
        bool executed;
        address target;
        uint256 value;
    }

    mapping(uint256 => P) internal ps;
    mapping(address => uint256) public weight;
    mapping(uint256 => mapping(address => bool)) public voted;
    uint256 public count;
    uint256 public constant QUORUM = 100;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, block.number + 100, false, target, value);
    }

    function vote(uint256 id) external {
        require(block.number <= ps[id].endBlock && !voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        ps[id].forVotes += weight[msg.sender];
    }

    function execute(uint256 id) external {
        P storage p = ps[id];
        require(block.number > p.endBlock && !p.executed && p.forVotes >= QUORUM);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}

// Vulnerable: anyone can write the tally.
contract RiggedGov {
    struct P {
        uint256 forVotes;
        bool executed;
        address target;
        uint256 value;
    }

    mapping(uint256 => P) internal ps;
    uint256 public count;
    uint256 public constant QUORUM = 100;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, false, target, value);
    }

    function setVotes(uint256 id, uint256 n) external {
        ps[id].forVotes = n;
    }

    function execute(uint256 id) external { // want "RiggedGov.execute\\(\\) lets any caller send p.value to p.target"
        P storage p = ps[id];
        require(!p.executed && p.forVotes >= QUORUM);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}
