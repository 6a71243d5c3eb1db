// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract CouncilGovernor {
    struct Proposal {
        address target;
        uint256 value;
        bytes data;
        uint256 forVotes;
        uint256 deadline;
        bool executed;
    }

    mapping(address => bool) public isMember;
    uint256 public memberCount;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    event ProposalExecuted(uint256 indexed id);

    error NotMember();
    error AlreadyExecuted();
    error QuorumNotReached();
    error CallFailed();

    constructor(address[] memory members) {
        for (uint256 i = 0; i < members.length; i++) {
            isMember[members[i]] = true;
        }
        memberCount = members.length;
    }

    receive() external payable {}

    function propose(address target, uint256 value, bytes calldata data) external returns (uint256) {
        if (!isMember[msg.sender]) revert NotMember();
        proposals.push(Proposal(target, value, data, 0, block.timestamp + 3 days, false));
        return proposals.length - 1;
    }

    function vote(uint256 id) external {
        if (!isMember[msg.sender]) revert NotMember();
        require(!hasVoted[id][msg.sender], "voted");
        require(block.timestamp < proposals[id].deadline, "closed");
        hasVoted[id][msg.sender] = true;
        proposals[id].forVotes += 1;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        if (p.executed) revert AlreadyExecuted();
        if (p.forVotes * 2 <= memberCount) revert QuorumNotReached();
        // <yes> <report> REENTRANCY
        (bool ok, ) = p.target.call{value: p.value}(p.data);
        if (!ok) revert CallFailed();
        p.executed = true;
        emit ProposalExecuted(id);
    }
}
