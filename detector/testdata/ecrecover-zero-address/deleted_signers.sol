// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// Vulnerable: removal deletes the validator in place, and the slot left at address(0) matches an invalid
// signature.
contract GappedValidators {
    address public owner;
    address[] public validators;

    constructor(address[] memory initial) {
        owner = msg.sender;
        validators = initial;
    }

    function remove(uint256 index) external {
        require(msg.sender == owner, "owner");
        delete validators[index];
    }

    function verify(bytes32 digest, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external view returns (uint256 signed) {
        for (uint256 i = 0; i < validators.length; i++) {
            address who = ecrecover(digest, v[i], r[i], s[i]); // want "it is compared with validators\\[i\\], an entry of validators, whose removed entries are deleted to address\\(0\\)"
            if (who == validators[i]) signed++;
        }
    }
}

// Safe: removal swaps the last validator in and pops, so no entry is ever address(0).
contract PackedValidators {
    address public owner;
    address[] public validators;

    constructor(address[] memory initial) {
        owner = msg.sender;
        for (uint256 i = 0; i < initial.length; i++) {
            require(initial[i] != address(0), "zero");
            validators.push(initial[i]);
        }
    }

    function remove(uint256 index) external {
        require(msg.sender == owner, "owner");
        validators[index] = validators[validators.length - 1];
        validators.pop();
    }

    function verify(bytes32 digest, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external view returns (uint256 signed) {
        for (uint256 i = 0; i < validators.length; i++) {
            address who = ecrecover(digest, v[i], r[i], s[i]);
            if (who == validators[i]) signed++;
        }
    }
}
