// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library MerkleProof {
    function verifyCalldata(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed < p ? keccak256(abi.encode(computed, p)) : keccak256(abi.encode(p, computed));
        }
        return computed == root;
    }
}

/// Retro airdrop with "claim on behalf" for users whose funds sit in a smart wallet: the leaf
/// binds the eligible account, but the tokens go to a recipient the caller names, and nothing asks
/// the account for its consent.
contract RetroDrop {
    IERC20 public immutable token;
    bytes32 public immutable root;
    mapping(address => bool) public claimed;

    event Claimed(address indexed account, address indexed recipient, uint256 amount);

    constructor(IERC20 _token, bytes32 _root) {
        token = _token;
        root = _root;
    }

    function claimFor(address account, uint256 amount, bytes32[] calldata proof, address recipient) external {
        require(!claimed[account], "claimed");
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
        require(MerkleProof.verifyCalldata(proof, root, leaf), "proof");
        claimed[account] = true;
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(recipient, amount), "transfer");
        emit Claimed(account, recipient, amount);
    }
}
