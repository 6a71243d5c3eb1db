// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed <= p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

/// Uniswap's MerkleDistributor with an end time: the leaf binds (index, account, amount), the
/// claimed bitmap is set before the transfer, and tokens go to the account in the leaf; after the
/// end the owner sweeps what is left.
contract MerkleDistributorWithDeadline {
    IERC20 public immutable token;
    bytes32 public immutable merkleRoot;
    uint256 public immutable endTime;
    address public immutable owner;

    mapping(uint256 => uint256) private claimedBitMap;

    event Claimed(uint256 index, address account, uint256 amount);

    constructor(IERC20 token_, bytes32 merkleRoot_, uint256 endTime_) {
        require(endTime_ > block.timestamp, "end in past");
        token = token_;
        merkleRoot = merkleRoot_;
        endTime = endTime_;
        owner = msg.sender;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 claimedWordIndex = index / 256;
        uint256 claimedBitIndex = index % 256;
        uint256 claimedWord = claimedBitMap[claimedWordIndex];
        uint256 mask = (1 << claimedBitIndex);
        return claimedWord & mask == mask;
    }

    function _setClaimed(uint256 index) private {
        uint256 claimedWordIndex = index / 256;
        uint256 claimedBitIndex = index % 256;
        claimedBitMap[claimedWordIndex] = claimedBitMap[claimedWordIndex] | (1 << claimedBitIndex);
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata merkleProof) external {
        require(block.timestamp <= endTime, "claim window finished");
        require(!isClaimed(index), "drop already claimed");
        bytes32 node = keccak256(abi.encodePacked(index, account, amount));
        require(MerkleProof.verify(merkleProof, merkleRoot, node), "invalid proof");
        _setClaimed(index);
        require(token.transfer(account, amount), "transfer failed");
        emit Claimed(index, account, amount);
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        require(block.timestamp > endTime, "no withdrawals during claim window");
        require(token.transfer(msg.sender, token.balanceOf(address(this))), "transfer failed");
    }
}
