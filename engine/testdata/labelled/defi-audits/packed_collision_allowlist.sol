// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Signs a list of addresses with abi.encodePacked: moving one address from the admins to the users array keeps
// the same hash, and the caller is made an admin with the signature meant for another split.
contract AccessRegistry {
    address public immutable signer;
    mapping(address => bool) public isAdmin;
    mapping(address => bool) public isUser;

    constructor(address s) {
        signer = s;
    }

    function register(address[] calldata admins, address[] calldata users, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> OTHER
        bytes32 h = keccak256(abi.encodePacked(admins, users));
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h));
        address who = ecrecover(digest, v, r, s);
        require(who != address(0) && who == signer, "signature");
        for (uint256 i = 0; i < admins.length; i++) isAdmin[admins[i]] = true;
        for (uint256 i = 0; i < users.length; i++) isUser[users[i]] = true;
    }
}
