pragma solidity ^0.4.18;

contract Ballot {
    address public chairperson;
    uint256 public deadline;

    struct Proposal {
        uint256 votes;
        address proposer;
    }

    Proposal[] public proposals;
    mapping(address => bool) public voted;

    function Ballot(uint256 duration) public {
        chairperson = msg.sender;
        deadline = now + duration;
    }

    function propose() public {
        // <yes> <report> OTHER
        Proposal p;
        p.votes = 0;
        p.proposer = msg.sender;
        proposals.push(p);
    }

    function vote(uint256 id) public {
        require(now < deadline && !voted[msg.sender]);
        voted[msg.sender] = true;
        proposals[id].votes += 1;
    }

    function close() public {
        require(msg.sender == chairperson);
        deadline = now;
    }
}
