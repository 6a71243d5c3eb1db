// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// A validator set with swap-and-pop removal, a running total kept in storage, and signature checks that
/// require strictly increasing signers (no duplicates, no zero address).
contract ValidatorRegistry {
    struct Validator {
        uint96 weight;
        uint32 index;
        bool active;
    }

    address public owner;
    address[] public validatorList;
    mapping(address => Validator) public validators;
    uint256 public totalWeight;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function add(address who, uint96 weight) external onlyOwner {
        require(who != address(0), "zero");
        Validator storage v = validators[who];
        require(!v.active, "exists");
        v.active = true;
        v.weight = weight;
        v.index = uint32(validatorList.length);
        validatorList.push(who);
        totalWeight += weight;
    }

    function setWeight(address who, uint96 weight) external onlyOwner {
        Validator storage v = validators[who];
        require(v.active, "unknown");
        totalWeight = totalWeight - v.weight + weight;
        v.weight = weight;
    }

    function remove(address who) external onlyOwner {
        Validator storage v = validators[who];
        require(v.active, "unknown");
        uint256 last = validatorList.length - 1;
        if (v.index != last) {
            address moved = validatorList[last];
            validatorList[v.index] = moved;
            validators[moved].index = v.index;
        }
        validatorList.pop();
        totalWeight -= v.weight;
        delete validators[who];
    }

    function verify(bytes32 digest, uint8[] calldata vs, bytes32[] calldata rs, bytes32[] calldata ss)
        external
        view
        returns (bool)
    {
        require(vs.length == rs.length && rs.length == ss.length, "length");
        uint256 signedWeight;
        address previous;
        for (uint256 i = 0; i < vs.length; i++) {
            address signer = ecrecover(digest, vs[i], rs[i], ss[i]);
            require(signer > previous, "order");
            previous = signer;
            Validator storage v = validators[signer];
            if (v.active) signedWeight += v.weight;
        }
        return signedWeight * 3 > totalWeight * 2;
    }
}
