// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
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

/// Exit contract of a rollup: the operator posts the state root of each L2 batch, and users exit by proving their
/// withdrawal leaf against it.
contract RollupExitBridge {
    address public operator;
    mapping(uint256 => bytes32) public batchRoots;
    IERC20 public immutable token;

    event BatchPosted(uint256 indexed batch, bytes32 root);
    event Exited(address indexed recipient, uint256 amount, uint256 nonce);

    constructor(IERC20 _token) {
        operator = msg.sender;
        token = _token;
    }

    function postBatch(uint256 batch, bytes32 root) external {
        require(msg.sender == operator, "operator");
        require(batchRoots[batch] == bytes32(0), "posted");
        batchRoots[batch] = root;
        emit BatchPosted(batch, root);
    }

    function exit(uint256 batch, address recipient, uint256 amount, uint256 nonce, bytes32[] calldata proof) external {
        bytes32 leaf = keccak256(abi.encode(block.chainid, recipient, amount, nonce));
        require(MerkleProof.verify(proof, batchRoots[batch], leaf), "bad proof");
        // <yes> <report> OTHER
        require(token.transfer(recipient, amount), "transfer");
        emit Exited(recipient, amount, nonce);
    }
}
