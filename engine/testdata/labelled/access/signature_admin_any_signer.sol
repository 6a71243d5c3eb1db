// SPDX-License-Identifier: MIT
// Admin actions authorised by a signature, but the recovered signer is never compared with the admin: any
// key signs its own permission.
pragma solidity ^0.8.19;

contract SignedAdmin {
    address public admin;
    uint256 public nonce;
    uint256 public maxSupply;

    constructor() {
        admin = msg.sender;
    }

    function setAdminBySig(address newAdmin, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, newAdmin, nonce++));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "bad sig");
        // <yes> <report> ACCESS_CONTROL
        admin = newAdmin;
    }

    function setMaxSupply(uint256 value) external {
        require(msg.sender == admin, "admin");
        maxSupply = value;
    }
}
