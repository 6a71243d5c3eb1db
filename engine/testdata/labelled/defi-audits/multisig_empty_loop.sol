// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Checks every signature it is given, but not that it was given enough: an empty list passes.
contract SignedMint {
    mapping(address => bool) public isSigner;
    mapping(address => uint256) public balanceOf;
    uint256 public nonce;

    constructor(address[] memory signers) {
        for (uint256 i = 0; i < signers.length; i++) isSigner[signers[i]] = true;
    }

    function mint(address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce++));
        // <yes> <report> ACCESS_CONTROL
        for (uint256 i = 0; i < v.length; i++) {
            address who = ecrecover(digest, v[i], r[i], s[i]);
            require(who != address(0) && isSigner[who], "signature");
        }
        balanceOf[to] += amount;
    }
}
