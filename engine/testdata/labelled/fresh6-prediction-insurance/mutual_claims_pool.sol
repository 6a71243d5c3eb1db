// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Discretionary mutual: members pay premiums into a pool, file claims, and assessors approve them.
contract MutualPool {
    struct Claim {
        address member;
        uint256 amount;
        bool approved;
        bool paid;
    }

    address public governor;
    mapping(address => bool) public assessors;
    mapping(address => uint256) public coverOf;
    Claim[] public claims;

    constructor() {
        governor = msg.sender;
        assessors[msg.sender] = true;
    }

    function addAssessor(address a) external {
        require(msg.sender == governor, "gov");
        assessors[a] = true;
    }

    function join() external payable {
        require(msg.value >= 0.1 ether, "premium");
        coverOf[msg.sender] += msg.value * 10;
    }

    function fileClaim(uint256 amount) external returns (uint256 id) {
        require(amount <= coverOf[msg.sender], "cover");
        claims.push(Claim(msg.sender, amount, false, false));
        id = claims.length - 1;
    }

    // <yes> <report> ACCESS_CONTROL
    function approveClaim(uint256 id) external {
        claims[id].approved = true;
    }

    function payClaim(uint256 id) external {
        Claim storage c = claims[id];
        require(c.approved && !c.paid, "state");
        c.paid = true;
        coverOf[c.member] -= c.amount;
        (bool ok, ) = c.member.call{value: c.amount}("");
        require(ok, "send");
    }
}
