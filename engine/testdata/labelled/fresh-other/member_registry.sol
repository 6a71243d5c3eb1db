// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract MemberRegistry {
    struct Member {
        uint256 joined;
        mapping(bytes32 => bool) permissions;
    }

    mapping(address => Member) private members;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function add(address who) external {
        require(msg.sender == admin, "admin");
        members[who].joined = block.timestamp;
    }

    function grant(address who, bytes32 permission) external {
        require(msg.sender == admin, "admin");
        require(members[who].joined != 0, "not a member");
        members[who].permissions[permission] = true;
    }

    function remove(address who) external {
        require(msg.sender == admin, "admin");
        // <yes> <report> OTHER
        delete members[who];
    }

    function can(address who, bytes32 permission) external view returns (bool) {
        return members[who].permissions[permission];
    }
}
