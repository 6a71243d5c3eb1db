// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
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

/// Exit contract of a rollup: the operator posts batch roots; an exit proves a leaf bound to this chain, this
/// contract, the recipient and a nonce, and is recorded before the tokens leave.
contract RollupExit {
    using SafeERC20 for IERC20;

    address public immutable operator;
    IERC20 public immutable token;
    mapping(uint256 => bytes32) public batchRoots;
    mapping(bytes32 => bool) public exited;

    event BatchPosted(uint256 indexed batch, bytes32 root);
    event Exited(bytes32 indexed leaf, address indexed recipient, uint256 amount, uint256 nonce);

    constructor(address _operator, IERC20 _token) {
        operator = _operator;
        token = _token;
    }

    function postBatch(uint256 batch, bytes32 root) external {
        require(msg.sender == operator, "operator");
        require(root != bytes32(0), "zero root");
        require(batchRoots[batch] == bytes32(0), "posted");
        batchRoots[batch] = root;
        emit BatchPosted(batch, root);
    }

    function exit(uint256 batch, address recipient, uint256 amount, uint256 nonce, bytes32[] calldata proof) external {
        bytes32 root = batchRoots[batch];
        require(root != bytes32(0), "unknown batch");
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(block.chainid, address(this), recipient, amount, nonce))));
        require(!exited[leaf], "exited");
        require(MerkleProof.verify(proof, root, leaf), "bad proof");
        exited[leaf] = true;
        token.safeTransfer(recipient, amount);
        emit Exited(leaf, recipient, amount, nonce);
    }
}
