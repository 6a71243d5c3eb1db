// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// The signed claim names the chain and a nonce but not this contract: a signature for one airdrop deployed by
// the same signer claims from every other one on the chain.
contract Airdrop {
    address public immutable signer;
    IERC20 public immutable token;
    mapping(address => uint256) public nonces;

    constructor(address s, IERC20 t) {
        signer = s;
        token = t;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, msg.sender, amount, nonces[msg.sender]++));
        // <yes> <report> ACCESS_CONTROL
        address who = ecrecover(digest, v, r, s);
        require(who != address(0) && who == signer, "signature");
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
