// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
}

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 h = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            h = h < proof[i] ? keccak256(abi.encodePacked(h, proof[i])) : keccak256(abi.encodePacked(proof[i], h));
        }
        return h == root;
    }
}

// Safe: Uniswap's MerkleDistributor. The receiver and amount are leaves of an immutable root.
contract Airdrop {
    address public immutable token;
    bytes32 public immutable root;
    mapping(uint256 => bool) public claimed;

    constructor(address t, bytes32 r) {
        token = t;
        root = r;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[index], "claimed");
        require(MerkleProof.verify(proof, root, keccak256(abi.encodePacked(index, account, amount))), "proof");
        claimed[index] = true;
        require(IERC20(token).transfer(account, amount));
    }
}

// Safe: the root is the owner's to set, and the leaf is built in a local first.
contract OwnedAirdrop {
    address public owner;
    IERC20 public token;
    bytes32 public root;
    mapping(address => bool) public claimed;

    constructor(IERC20 t) {
        owner = msg.sender;
        token = t;
    }

    function setRoot(bytes32 r) external {
        require(msg.sender == owner, "owner");
        root = r;
    }

    function claim(address account, uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[account], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(account, amount));
        require(MerkleProof.verify(proof, root, leaf), "proof");
        claimed[account] = true;
        require(token.transfer(account, amount));
    }
}

// Vulnerable: anyone can set the root, and so prove any leaf.
contract OpenRootAirdrop {
    IERC20 public token;
    bytes32 public root;
    mapping(uint256 => bool) public claimed;

    constructor(IERC20 t) {
        token = t;
    }

    function setRoot(bytes32 r) external {
        root = r;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external { // want "OpenRootAirdrop.claim\\(\\) lets any caller transfer amount of the contract's tokens to account"
        require(!claimed[index], "claimed");
        require(MerkleProof.verify(proof, root, keccak256(abi.encodePacked(index, account, amount))), "proof");
        claimed[index] = true;
        require(token.transfer(account, amount));
    }
}

// Vulnerable: the leaf binds the receiver but not the amount, which the caller picks.
contract AmountFreeAirdrop {
    IERC20 public immutable token;
    bytes32 public immutable root;
    mapping(uint256 => bool) public claimed;

    constructor(IERC20 t, bytes32 r) {
        token = t;
        root = r;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external { // want "AmountFreeAirdrop.claim\\(\\) lets any caller transfer amount of the contract's tokens to account"
        require(!claimed[index], "claimed");
        require(MerkleProof.verify(proof, root, keccak256(abi.encodePacked(index, account))), "proof");
        claimed[index] = true;
        require(token.transfer(account, amount));
    }
}
