// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

// Safe: execute() pays only a proposal whose for-votes beat its against-votes; the voters decided it.
contract MajorityGov {
    struct P {
        uint256 forVotes;
        uint256 againstVotes;
        uint256 endBlock;
        bool executed;
        address target;
        uint256 value;
    }

    mapping(uint256 => P) internal ps;
    mapping(address => uint256) public weight;
    mapping(uint256 => mapping(address => bool)) public voted;
    uint256 public count;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, 0, block.number + 100, false, target, value);
    }

    function vote(uint256 id, bool support) external {
        require(block.number <= ps[id].endBlock && !voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        if (support) ps[id].forVotes += weight[msg.sender];
        else ps[id].againstVotes += weight[msg.sender];
    }

    function execute(uint256 id) external {
        P storage p = ps[id];
        require(block.number > p.endBlock && !p.executed);
        require(p.forVotes > p.againstVotes);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}

// Vulnerable: a tie passes, so a proposal nobody voted on is paid to whoever proposed it.
contract TieGov {
    struct P {
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
        address target;
        uint256 value;
    }

    mapping(uint256 => P) internal ps;
    mapping(address => uint256) public weight;
    uint256 public count;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, 0, false, target, value);
    }

    function vote(uint256 id, bool support) external {
        if (support) ps[id].forVotes += weight[msg.sender];
        else ps[id].againstVotes += weight[msg.sender];
    }

    function execute(uint256 id) external { // want "TieGov.execute\\(\\) lets any caller send p.value to p.target"
        P storage p = ps[id];
        require(!p.executed && p.forVotes >= p.againstVotes);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}

// Vulnerable: anyone can overwrite the against-votes the tally is compared with.
contract ResetGov {
    struct P {
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
        address target;
        uint256 value;
    }

    mapping(uint256 => P) internal ps;
    mapping(address => uint256) public weight;
    uint256 public count;

    function propose(address target, uint256 value) external returns (uint256 id) {
        id = ++count;
        ps[id] = P(0, 0, false, target, value);
    }

    function vote(uint256 id, bool support) external {
        if (support) ps[id].forVotes += weight[msg.sender];
        else ps[id].againstVotes += weight[msg.sender];
    }

    function clearAgainst(uint256 id) external {
        ps[id].againstVotes = 0;
    }

    function execute(uint256 id) external { // want "ResetGov.execute\\(\\) lets any caller send p.value to p.target"
        P storage p = ps[id];
        require(!p.executed && p.forVotes > p.againstVotes);
        p.executed = true;
        (bool ok, ) = p.target.call{value: p.value}("");
        require(ok);
    }
}
