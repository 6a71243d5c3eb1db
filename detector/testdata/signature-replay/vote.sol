pragma solidity ^0.8.0;

contract Governor {
    struct Receipt {
        bool hasVoted;
        bool support;
    }

    struct Proposal {
        uint256 forVotes;
        uint256 againstVotes;
        mapping(address => Receipt) receipts;
    }

    mapping(uint256 => Proposal) public proposals;
    mapping(address => uint256) public weight;
    mapping(uint256 => uint256) public tally;

    // Safe: each signer votes once per proposal; the receipt, reached through storage pointers, is the record.
    function castVoteBySig(uint256 proposalId, bool support, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), proposalId, support));
        address voter = ecrecover(digest, v, r, s);
        require(voter != address(0));
        Proposal storage proposal = proposals[proposalId];
        Receipt storage receipt = proposal.receipts[voter];
        require(!receipt.hasVoted);
        if (support) {
            proposal.forVotes += weight[voter];
        } else {
            proposal.againstVotes += weight[voter];
        }
        receipt.hasVoted = true;
        receipt.support = support;
    }

    // Nothing records the vote: the same signature counts again and again.
    function tallyBySig(uint256 proposalId, uint256 votes, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), proposalId, votes));
        address voter = ecrecover(digest, v, r, s); // want "Governor.tallyBySig\\(\\) checks a signature with ecrecover\\(digest, v, r, s\\) over a hash with no nonce and no used-hash record"
        require(voter != address(0));
        require(weight[voter] >= votes);
        tally[proposalId] += votes;
    }
}
