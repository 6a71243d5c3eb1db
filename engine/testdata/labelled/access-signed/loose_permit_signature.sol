// SPDX-License-Identifier: MIT
// A gasless transfer: the owner signs the token, amount and nonce, but neither the spender nor the receiver,
// so whoever sees the signature in the mempool first submits it with `to` set to themselves.
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract GaslessTransfer {
    mapping(address => mapping(uint256 => bool)) public usedNonces;

    function transferWithSignature(address token, address owner, address to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!usedNonces[owner][nonce], "used");
        usedNonces[owner][nonce] = true;
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), token, amount, nonce));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == owner, "bad signature");
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(token).transferFrom(owner, to, amount), "transfer");
    }
}
