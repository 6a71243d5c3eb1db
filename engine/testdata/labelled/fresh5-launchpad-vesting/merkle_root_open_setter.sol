// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computedHash = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 proofElement = proof[i];
            if (computedHash <= proofElement) {
                computedHash = keccak256(abi.encodePacked(computedHash, proofElement));
            } else {
                computedHash = keccak256(abi.encodePacked(proofElement, computedHash));
            }
        }
        return computedHash == root;
    }
}

/// Epoch rewards distributor: each week the keeper posts a new root of cumulative earnings.
/// The root setter was meant to be keeper-only, but the check was lost when the keeper role was refactored.
contract CumulativeMerkleDrop {
    IERC20 public immutable token;
    address public keeper;
    bytes32 public merkleRoot;
    uint256 public epoch;
    mapping(address => uint256) public cumulativeClaimed;

    event MerkleRootUpdated(bytes32 oldRoot, bytes32 newRoot, uint256 epoch);
    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 _token, address _keeper) {
        token = _token;
        keeper = _keeper;
    }

    function setMerkleRoot(bytes32 _merkleRoot) external {
        emit MerkleRootUpdated(merkleRoot, _merkleRoot, epoch + 1);
        // <yes> <report> ACCESS_CONTROL
        merkleRoot = _merkleRoot;
        epoch += 1;
    }

    function claim(address account, uint256 cumulativeAmount, bytes32[] calldata merkleProof) external {
        bytes32 leaf = keccak256(abi.encodePacked(account, cumulativeAmount));
        require(MerkleProof.verify(merkleProof, merkleRoot, leaf), "CMD: invalid proof");

        uint256 preclaimed = cumulativeClaimed[account];
        require(preclaimed < cumulativeAmount, "CMD: nothing to claim");
        cumulativeClaimed[account] = cumulativeAmount;

        uint256 amount = cumulativeAmount - preclaimed;
        require(token.transfer(account, amount), "CMD: transfer failed");
        emit Claimed(account, amount);
    }
}
