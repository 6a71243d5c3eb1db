// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

library MerkleProof {
    function verify(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed <= p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

interface IIdentityPass {
    function mintTo(address to, uint8 tier) external;
}

/// Allowlist for an identity pass: the team publishes a Merkle tree of (index, tier) entries and hands each
/// allowlisted person their index off-chain; the claimant receives the pass at their tier.
contract PassAllowlist {
    bytes32 public immutable merkleRoot;
    IIdentityPass public immutable pass;
    uint256 public immutable claimDeadline;
    mapping(uint256 => uint256) private claimedBitMap;

    event Claimed(uint256 indexed index, address indexed account, uint8 tier);

    constructor(bytes32 _root, IIdentityPass _pass, uint256 _deadline) {
        merkleRoot = _root;
        pass = _pass;
        claimDeadline = _deadline;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 word = claimedBitMap[index / 256];
        uint256 mask = 1 << (index % 256);
        return word & mask == mask;
    }

    function _setClaimed(uint256 index) private {
        claimedBitMap[index / 256] |= 1 << (index % 256);
    }

    /// The leaf binds index and tier but not the account, so the first transaction that shows a valid
    /// proof in the mempool can be copied by anyone.
    function claim(uint256 index, uint8 tier, bytes32[] calldata proof) external {
        require(block.timestamp <= claimDeadline, "over");
        require(!isClaimed(index), "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(index, tier));
        require(MerkleProof.verify(proof, merkleRoot, leaf), "proof");
        _setClaimed(index);
        // <yes> <report> FRONT_RUNNING
        pass.mintTo(msg.sender, tier);
        emit Claimed(index, msg.sender, tier);
    }
}
