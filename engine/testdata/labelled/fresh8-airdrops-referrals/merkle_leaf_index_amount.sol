// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            if (computed <= p) {
                computed = keccak256(abi.encodePacked(computed, p));
            } else {
                computed = keccak256(abi.encodePacked(p, computed));
            }
        }
        return computed == root;
    }
}

/// Uniswap-style distributor with a claimed bitmap, but the leaf hashes only (index, amount): the
/// account is not part of it, so whoever sees a proof in the mempool or in the published tree
/// claims that allocation to themselves.
contract IndexedDistributor {
    IERC20 public immutable token;
    bytes32 public immutable merkleRoot;
    mapping(uint256 => uint256) private claimedBitMap;

    event Claimed(uint256 index, address account, uint256 amount);

    constructor(IERC20 _token, bytes32 _root) {
        token = _token;
        merkleRoot = _root;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 word = claimedBitMap[index / 256];
        uint256 mask = 1 << (index % 256);
        return word & mask == mask;
    }

    function _setClaimed(uint256 index) private {
        claimedBitMap[index / 256] = claimedBitMap[index / 256] | (1 << (index % 256));
    }

    function claim(uint256 index, uint256 amount, bytes32[] calldata merkleProof) external {
        require(!isClaimed(index), "Drop already claimed");
        bytes32 node = keccak256(abi.encodePacked(index, amount));
        require(MerkleProof.verify(merkleProof, merkleRoot, node), "Invalid proof");
        _setClaimed(index);
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(msg.sender, amount), "Transfer failed");
        emit Claimed(index, msg.sender, amount);
    }
}
