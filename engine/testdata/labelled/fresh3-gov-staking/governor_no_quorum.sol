// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.0;

interface IVotesToken {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

contract ProtocolGovernor {
    struct Proposal {
        uint256 id;
        address proposer;
        address[] targets;
        uint256[] values;
        bytes[] calldatas;
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
        mapping(address => bool) hasVoted;
    }

    uint256 public constant VOTING_DELAY = 1;
    uint256 public constant VOTING_PERIOD = 17280;
    uint256 public constant PROPOSAL_THRESHOLD = 100_000e18;

    IVotesToken public immutable token;
    uint256 public proposalCount;
    mapping(uint256 => Proposal) public proposals;

    event ProposalCreated(uint256 id, address proposer);
    event VoteCast(address voter, uint256 proposalId, bool support, uint256 votes);
    event ProposalExecuted(uint256 id);

    constructor(IVotesToken _token) {
        token = _token;
    }

    function propose(address[] memory targets, uint256[] memory values, bytes[] memory calldatas) external returns (uint256) {
        require(token.getPriorVotes(msg.sender, block.number - 1) >= PROPOSAL_THRESHOLD, "below threshold");
        require(targets.length == values.length && targets.length == calldatas.length, "arity");
        uint256 id = ++proposalCount;
        Proposal storage p = proposals[id];
        p.id = id;
        p.proposer = msg.sender;
        p.targets = targets;
        p.values = values;
        p.calldatas = calldatas;
        p.startBlock = block.number + VOTING_DELAY;
        p.endBlock = p.startBlock + VOTING_PERIOD;
        emit ProposalCreated(id, msg.sender);
        return id;
    }

    function castVote(uint256 proposalId, bool support) external {
        Proposal storage p = proposals[proposalId];
        require(block.number > p.startBlock && block.number <= p.endBlock, "voting closed");
        require(!p.hasVoted[msg.sender], "voted");
        p.hasVoted[msg.sender] = true;
        uint96 votes = token.getPriorVotes(msg.sender, p.startBlock);
        if (support) p.forVotes += votes;
        else p.againstVotes += votes;
        emit VoteCast(msg.sender, proposalId, support, votes);
    }

    function execute(uint256 proposalId) external payable {
        Proposal storage p = proposals[proposalId];
        require(block.number > p.endBlock, "voting open");
        require(!p.executed, "executed");
        p.executed = true;
        for (uint256 i = 0; i < p.targets.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, ) = p.targets[i].call{value: p.values[i]}(p.calldatas[i]);
            require(ok, "call reverted");
        }
        emit ProposalExecuted(proposalId);
    }
}
