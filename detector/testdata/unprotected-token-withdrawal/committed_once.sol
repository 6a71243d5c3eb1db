// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

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

// A leaf proven against the operator's root, but nothing records it: the same exit pays again.
contract ReplayedExit {
    address public operator;
    IERC20 public immutable token;
    mapping(uint256 => bytes32) public roots;

    constructor(IERC20 t) {
        operator = msg.sender;
        token = t;
    }

    function post(uint256 batch, bytes32 root) external {
        require(msg.sender == operator, "operator");
        roots[batch] = root;
    }

    function exit(uint256 batch, address to, uint256 amount, uint256 nonce, bytes32[] calldata proof) external { // want "lets any caller transfer amount of the contract's tokens to to"
        bytes32 leaf = keccak256(abi.encode(to, amount, nonce));
        require(MerkleProof.verify(proof, roots[batch], leaf), "proof");
        require(token.transfer(to, amount), "transfer");
    }
}

// The root read into a local first, and the leaf recorded before the payout.
contract RecordedExit {
    address public operator;
    IERC20 public immutable token;
    mapping(uint256 => bytes32) public roots;
    mapping(bytes32 => bool) public exited;

    constructor(IERC20 t) {
        operator = msg.sender;
        token = t;
    }

    function post(uint256 batch, bytes32 root) external {
        require(msg.sender == operator, "operator");
        roots[batch] = root;
    }

    function exit(uint256 batch, address to, uint256 amount, uint256 nonce, bytes32[] calldata proof) external {
        bytes32 root = roots[batch];
        bytes32 leaf = keccak256(abi.encode(to, amount, nonce));
        require(!exited[leaf], "exited");
        require(MerkleProof.verify(proof, root, leaf), "proof");
        exited[leaf] = true;
        require(token.transfer(to, amount), "transfer");
    }
}

// A guardian set that only a quorum of the current set replaces, checked in a require of the payout.
contract GuardedRelease {
    address[] public guardians;
    mapping(bytes32 => bool) public done;
    IERC20 public immutable token;

    constructor(address[] memory g, IERC20 t) {
        guardians = g;
        token = t;
    }

    function verify(bytes32 h, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) public view returns (bool) {
        require(v.length == guardians.length, "quorum");
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(h, v[i], r[i], s[i]);
            require(signer != address(0) && signer == guardians[i], "signature");
        }
        return true;
    }

    function release(address to, uint256 amount, uint256 nonce, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce));
        require(!done[h], "done");
        require(verify(h, v, r, s), "signatures");
        done[h] = true;
        require(token.transfer(to, amount), "transfer");
    }

    function replaceGuardians(address[] memory next, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) external {
        require(verify(keccak256(abi.encode(block.chainid, address(this), next)), v, r, s), "signatures");
        guardians = next;
    }
}
