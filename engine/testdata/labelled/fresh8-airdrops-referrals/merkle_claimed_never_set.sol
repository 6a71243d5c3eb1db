// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

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

/// Community airdrop: each eligible account claims its allocation with a Merkle proof. The
/// claimed flag is checked but the claim never records it, so a proof can be replayed until the
/// distributor is empty.
contract CommunityAirdrop {
    IERC20 public immutable token;
    bytes32 public immutable merkleRoot;
    address public immutable treasury;
    uint256 public immutable deadline;

    mapping(address => bool) public hasClaimed;

    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 _token, bytes32 _root, address _treasury, uint256 _deadline) {
        token = _token;
        merkleRoot = _root;
        treasury = _treasury;
        deadline = _deadline;
    }

    function claim(uint256 amount, bytes32[] calldata proof) external {
        require(block.timestamp <= deadline, "ended");
        require(!hasClaimed[msg.sender], "claimed");
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(msg.sender, amount))));
        require(MerkleProof.verify(proof, merkleRoot, leaf), "proof");
        // <yes> <report> OTHER
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount);
    }

    function sweep() external {
        require(msg.sender == treasury, "treasury");
        require(block.timestamp > deadline, "live");
        require(token.transfer(treasury, token.balanceOf(address(this))), "transfer");
    }
}
