// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computedHash = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 proofElement = proof[i];
            computedHash = computedHash <= proofElement
                ? keccak256(abi.encodePacked(computedHash, proofElement))
                : keccak256(abi.encodePacked(proofElement, computedHash));
        }
        return computedHash == root;
    }
}

/// Retroactive airdrop with a claim bitmap. The leaf commits to the index and the amount but not to the
/// recipient: anyone who reads a proof from the public tree file claims that allocation for themselves.
contract RetroDrop {
    IERC20 public immutable token;
    bytes32 public immutable merkleRoot;
    address public immutable treasury;
    uint256 public immutable deadline;
    mapping(uint256 => uint256) private claimedBitMap;

    event Claimed(uint256 index, address account, uint256 amount);

    constructor(IERC20 token_, bytes32 merkleRoot_, address treasury_, uint256 deadline_) {
        token = token_;
        merkleRoot = merkleRoot_;
        treasury = treasury_;
        deadline = deadline_;
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
        require(!isClaimed(index), "RetroDrop: drop already claimed");
        // <yes> <report> ACCESS_CONTROL
        bytes32 node = keccak256(abi.encodePacked(index, amount));
        require(MerkleProof.verify(merkleProof, merkleRoot, node), "RetroDrop: invalid proof");
        _setClaimed(index);
        require(token.transfer(msg.sender, amount), "RetroDrop: transfer failed");
        emit Claimed(index, msg.sender, amount);
    }

    function sweep() external {
        require(block.timestamp > deadline, "RetroDrop: not ended");
        require(token.transfer(treasury, token.balanceOf(address(this))), "RetroDrop: sweep failed");
    }
}
