// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
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

/// Weekly rewards distributor: a new root is published each epoch and accounts claim their epoch
/// reward. The root setter lost its modifier in a refactor, so anyone publishes a root of their own
/// tree and drains the week's rewards.
contract WeeklyRewards {
    address public governance;
    IERC20 public rewardToken;
    uint256 public currentEpoch;
    mapping(uint256 => bytes32) public roots;
    mapping(uint256 => mapping(address => bool)) public claimed;

    event RootPublished(uint256 indexed epoch, bytes32 root);
    event Claimed(uint256 indexed epoch, address indexed account, uint256 amount);

    modifier onlyGovernance() {
        require(msg.sender == governance, "!governance");
        _;
    }

    constructor(IERC20 _rewardToken) {
        governance = msg.sender;
        rewardToken = _rewardToken;
    }

    function setGovernance(address _governance) external onlyGovernance {
        governance = _governance;
    }

    function setMerkleRoot(uint256 epoch, bytes32 root) external {
        require(epoch >= currentEpoch, "old epoch");
        // <yes> <report> ACCESS_CONTROL
        roots[epoch] = root;
        currentEpoch = epoch;
        emit RootPublished(epoch, root);
    }

    function claim(uint256 epoch, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[epoch][msg.sender], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(msg.sender, amount));
        require(MerkleProof.verify(proof, roots[epoch], leaf), "proof");
        claimed[epoch][msg.sender] = true;
        require(rewardToken.transfer(msg.sender, amount), "transfer");
        emit Claimed(epoch, msg.sender, amount);
    }
}
