// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

struct Allowance {
    mapping(address => uint256) bySpender;
}

contract Registry {
    struct Member {
        uint256 joined;
        mapping(bytes32 => bool) permissions;
    }

    struct Account {
        uint256 balance;
        Allowance allowance;
    }

    struct Plain {
        uint256 a;
        address b;
    }

    mapping(address => Member) private members;
    mapping(address => Account) private accounts;
    Member[] private history;
    mapping(address => Plain) private plain;
    mapping(address => mapping(address => uint256)) private approvals;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function remove(address who) external {
        require(msg.sender == admin, "admin");
        delete members[who]; // want "Registry.remove\\(\\) deletes members\\[who\\] \\(struct Member\\), whose mapping permissions delete leaves in place"
    }

    function close(address who) external {
        require(msg.sender == admin, "admin");
        delete accounts[who]; // want "deletes accounts\\[who\\] \\(struct Account\\), whose mapping allowance"
    }

    function reset() external {
        require(msg.sender == admin, "admin");
        delete history; // want "deletes history \\(struct Member\\), whose mapping permissions delete leaves in place"
    }

    // Safe: a struct without a mapping is cleared whole.
    function clear(address who) external {
        require(msg.sender == admin, "admin");
        delete plain[who];
    }

    // Safe: deleting an entry of a nested mapping clears that entry.
    function revoke(address spender) external {
        delete approvals[msg.sender][spender];
    }

    // Safe: a member that is not a mapping.
    function rejoin(address who) external {
        require(msg.sender == admin, "admin");
        delete members[who].joined;
    }
}
