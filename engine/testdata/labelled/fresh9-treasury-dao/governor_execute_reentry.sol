// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IVotes {
    function getPastVotes(address account, uint256 blockNumber) external view returns (uint256);
    function getPastTotalSupply(uint256 blockNumber) external view returns (uint256);
}

/// Small treasury governor: token holders vote with checkpointed weight, and a passed proposal runs its calls
/// from the treasury. The executed flag is set only after the calls, so a proposal that pays a contract can be
/// re-entered and run again from inside its own execution.
contract TreasuryGovernor {
    struct Proposal {
        address proposer;
        uint64 snapshot;
        uint64 deadline;
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
        bytes32 actionsHash;
    }

    IVotes public immutable token;
    uint256 public constant VOTING_PERIOD = 50400;
    uint256 public constant QUORUM_BPS = 400;

    mapping(uint256 => Proposal) public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;
    uint256 public proposalCount;

    event ProposalCreated(uint256 id, address proposer);
    event ProposalExecuted(uint256 id);

    constructor(IVotes _token) {
        token = _token;
    }

    receive() external payable {}

    function propose(address[] calldata targets, uint256[] calldata values, bytes[] calldata calldatas)
        external
        returns (uint256 id)
    {
        require(targets.length == values.length && targets.length == calldatas.length, "gov: length");
        require(token.getPastVotes(msg.sender, block.number - 1) > 0, "gov: no votes");
        id = ++proposalCount;
        proposals[id] = Proposal({
            proposer: msg.sender,
            snapshot: uint64(block.number),
            deadline: uint64(block.number + VOTING_PERIOD),
            forVotes: 0,
            againstVotes: 0,
            executed: false,
            actionsHash: keccak256(abi.encode(targets, values, calldatas))
        });
        emit ProposalCreated(id, msg.sender);
    }

    function castVote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.number <= p.deadline, "gov: closed");
        require(!hasVoted[id][msg.sender], "gov: voted");
        hasVoted[id][msg.sender] = true;
        uint256 weight = token.getPastVotes(msg.sender, p.snapshot);
        if (support) p.forVotes += weight;
        else p.againstVotes += weight;
    }

    function execute(uint256 id, address[] calldata targets, uint256[] calldata values, bytes[] calldata calldatas)
        external
    {
        Proposal storage p = proposals[id];
        require(p.actionsHash == keccak256(abi.encode(targets, values, calldatas)), "gov: actions");
        require(block.number > p.deadline, "gov: active");
        require(!p.executed, "gov: executed");
        require(p.forVotes > p.againstVotes, "gov: defeated");
        require(p.forVotes >= token.getPastTotalSupply(p.snapshot) * QUORUM_BPS / 10000, "gov: quorum");

        for (uint256 i = 0; i < targets.length; i++) {
            // <yes> <report> REENTRANCY
            (bool ok, ) = targets[i].call{value: values[i]}(calldatas[i]);
            require(ok, "gov: call reverted");
        }
        p.executed = true;
        emit ProposalExecuted(id);
    }
}
