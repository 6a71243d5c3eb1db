// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

interface IStakedVotes {
    function votesAt(address account, uint256 blockNumber) external view returns (uint256);
    function totalVotesAt(uint256 blockNumber) external view returns (uint256);
}

contract TreasuryGovernor {
    struct Proposal {
        address payable recipient;
        uint256 amount;
        uint256 snapshot;
        uint256 endTime;
        uint256 forVotes;
        bool executed;
    }

    IStakedVotes public immutable votes;
    uint256 public constant QUORUM_BPS = 400;
    uint256 public constant PERIOD = 3 days;

    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;

    event Proposed(uint256 indexed id, address recipient, uint256 amount);
    event Executed(uint256 indexed id);

    constructor(IStakedVotes _votes) {
        votes = _votes;
    }

    receive() external payable {}

    function propose(address payable recipient, uint256 amount) external returns (uint256 id) {
        require(votes.votesAt(msg.sender, block.number - 1) > 0, "no votes");
        proposals.push(Proposal(recipient, amount, block.number - 1, block.timestamp + PERIOD, 0, false));
        id = proposals.length - 1;
        emit Proposed(id, recipient, amount);
    }

    function vote(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp < p.endTime, "closed");
        require(!voted[id][msg.sender], "voted");
        voted[id][msg.sender] = true;
        p.forVotes += votes.votesAt(msg.sender, p.snapshot);
    }

    function _quorumReached(Proposal storage p) internal view returns (bool) {
        return p.forVotes * 10000 >= votes.totalVotesAt(p.snapshot) * QUORUM_BPS;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp >= p.endTime, "voting");
        require(!p.executed, "executed");
        require(_quorumReached(p), "quorum");
        // <yes> <report> REENTRANCY
        (bool ok, ) = p.recipient.call{value: p.amount}("");
        require(ok, "payment failed");
        p.executed = true;
        emit Executed(id);
    }
}
