// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// A bridge's validator set: removal deletes the slot, leaving address(0) in the array, and the quorum count
/// still includes the hole; the threshold is computed from the array length.
contract ValidatorSet {
    address public owner;
    address[] public validators;
    mapping(address => bool) public isValidator;

    constructor(address[] memory initial) {
        owner = msg.sender;
        for (uint256 i = 0; i < initial.length; i++) {
            validators.push(initial[i]);
            isValidator[initial[i]] = true;
        }
    }

    function addValidator(address v) external {
        require(msg.sender == owner, "owner");
        validators.push(v);
        isValidator[v] = true;
    }

    function removeValidator(uint256 index) external {
        require(msg.sender == owner, "owner");
        isValidator[validators[index]] = false;
        // <yes> <report> OTHER
        delete validators[index];
    }

    function threshold() public view returns (uint256) {
        return (validators.length * 2) / 3 + 1;
    }

    function verify(bytes32 digest, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) public view returns (bool) {
        uint256 signed;
        for (uint256 i = 0; i < validators.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            address who = ecrecover(digest, v[i], r[i], s[i]);
            if (who == validators[i]) signed++;
        }
        return signed >= threshold();
    }
}
