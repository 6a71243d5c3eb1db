// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}

// A DAO that weighs votes by the voter's balance when they vote: the same tokens vote again from another account.
contract TokenDAO {
    struct Proposal {
        address target;
        bytes data;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 end;
        bool executed;
    }

    IERC20 public immutable govToken;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    constructor(IERC20 t) {
        govToken = t;
    }

    function propose(address target, bytes calldata data) external returns (uint256 id) {
        require(govToken.balanceOf(msg.sender) >= 1000e18, "threshold");
        proposals.push(Proposal(target, data, 0, 0, block.timestamp + 3 days, false));
        id = proposals.length - 1;
    }

    function castVote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.timestamp < p.end, "closed");
        require(!hasVoted[id][msg.sender], "voted");
        hasVoted[id][msg.sender] = true;
        // <yes> <report> OTHER
        uint256 weight = govToken.balanceOf(msg.sender);
        if (support) p.forVotes += weight;
        else p.againstVotes += weight;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp >= p.end && !p.executed, "state");
        require(p.forVotes > p.againstVotes, "defeated");
        p.executed = true;
        (bool ok, ) = p.target.call(p.data);
        require(ok, "call");
    }
}
