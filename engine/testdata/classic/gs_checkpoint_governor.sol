// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVotes {
    function getPastVotes(address account, uint256 timepoint) external view returns (uint256);
    function getPastTotalSupply(uint256 timepoint) external view returns (uint256);
}

interface ITimelock {
    function delay() external view returns (uint256);
    function queue(address target, uint256 value, bytes calldata data, uint256 eta) external returns (bytes32);
    function execute(address target, uint256 value, bytes calldata data, uint256 eta) external payable returns (bytes memory);
}

contract CheckpointGovernor {
    enum State { Pending, Active, Defeated, Succeeded, Queued, Executed, Canceled }

    struct Proposal {
        address proposer;
        address target;
        uint256 value;
        bytes data;
        uint256 snapshot;
        uint256 deadline;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 eta;
        bool queued;
        bool executed;
        bool canceled;
    }

    IVotes public immutable token;
    ITimelock public immutable timelock;
    uint256 public constant VOTING_DELAY = 7200;
    uint256 public constant VOTING_PERIOD = 50400;
    uint256 public constant QUORUM_NUMERATOR = 4;
    uint256 public proposalThreshold;
    uint256 public proposalCount;

    mapping(uint256 => Proposal) internal _proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    event ProposalCreated(uint256 indexed id, address indexed proposer, address target, uint256 snapshot, uint256 deadline);
    event VoteCast(address indexed voter, uint256 indexed id, bool support, uint256 weight);
    event ProposalQueued(uint256 indexed id, uint256 eta);
    event ProposalExecuted(uint256 indexed id);
    event ProposalCanceled(uint256 indexed id);
    event ThresholdSet(uint256 oldThreshold, uint256 newThreshold);

    modifier onlyGovernance() {
        require(msg.sender == address(timelock), "Governor: onlyGovernance");
        _;
    }

    constructor(IVotes _token, ITimelock _timelock, uint256 _threshold) {
        token = _token;
        timelock = _timelock;
        proposalThreshold = _threshold;
    }

    function setProposalThreshold(uint256 newThreshold) external onlyGovernance {
        emit ThresholdSet(proposalThreshold, newThreshold);
        proposalThreshold = newThreshold;
    }

    function quorum(uint256 timepoint) public view returns (uint256) {
        return token.getPastTotalSupply(timepoint) * QUORUM_NUMERATOR / 100;
    }

    function state(uint256 id) public view returns (State) {
        Proposal storage p = _proposals[id];
        require(p.proposer != address(0), "Governor: unknown proposal");
        if (p.executed) return State.Executed;
        if (p.canceled) return State.Canceled;
        if (block.number <= p.snapshot) return State.Pending;
        if (block.number <= p.deadline) return State.Active;
        if (p.forVotes <= p.againstVotes || p.forVotes < quorum(p.snapshot)) return State.Defeated;
        if (p.queued) return State.Queued;
        return State.Succeeded;
    }

    function propose(address target, uint256 value, bytes calldata data) external returns (uint256 id) {
        require(token.getPastVotes(msg.sender, block.number - 1) >= proposalThreshold, "Governor: below threshold");
        id = ++proposalCount;
        Proposal storage p = _proposals[id];
        p.proposer = msg.sender;
        p.target = target;
        p.value = value;
        p.data = data;
        p.snapshot = block.number + VOTING_DELAY;
        p.deadline = p.snapshot + VOTING_PERIOD;
        emit ProposalCreated(id, msg.sender, target, p.snapshot, p.deadline);
    }

    function castVote(uint256 id, bool support) external returns (uint256 weight) {
        require(state(id) == State.Active, "Governor: vote not currently active");
        require(!hasVoted[id][msg.sender], "Governor: vote already cast");
        hasVoted[id][msg.sender] = true;
        Proposal storage p = _proposals[id];
        weight = token.getPastVotes(msg.sender, p.snapshot);
        if (support) p.forVotes += weight;
        else p.againstVotes += weight;
        emit VoteCast(msg.sender, id, support, weight);
    }

    function queue(uint256 id) external {
        require(state(id) == State.Succeeded, "Governor: proposal not successful");
        Proposal storage p = _proposals[id];
        uint256 eta = block.timestamp + timelock.delay();
        p.eta = eta;
        p.queued = true;
        timelock.queue(p.target, p.value, p.data, eta);
        emit ProposalQueued(id, eta);
    }

    function execute(uint256 id) external payable {
        require(state(id) == State.Queued, "Governor: proposal not queued");
        Proposal storage p = _proposals[id];
        p.executed = true;
        timelock.execute{value: p.value}(p.target, p.value, p.data, p.eta);
        emit ProposalExecuted(id);
    }

    function cancel(uint256 id) external {
        Proposal storage p = _proposals[id];
        require(msg.sender == p.proposer, "Governor: only proposer");
        require(state(id) == State.Pending, "Governor: too late to cancel");
        p.canceled = true;
        emit ProposalCanceled(id);
    }
}
