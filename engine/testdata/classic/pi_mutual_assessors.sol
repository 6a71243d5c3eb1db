// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Mutual cover pool: claims are filed by members and approved by appointed assessors; payouts are pulled.
contract AssessedMutual {
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

    modifier onlyGovernor() {
        require(msg.sender == governor, "gov");
        _;
    }

    modifier onlyAssessor() {
        require(assessors[msg.sender], "assessor");
        _;
    }

    constructor() {
        governor = msg.sender;
    }

    function setAssessor(address a, bool on) external onlyGovernor {
        assessors[a] = on;
    }

    function join() external payable {
        require(msg.value >= 0.1 ether, "premium");
        coverOf[msg.sender] += msg.value * 10;
    }

    function fileClaim(uint256 amount) external returns (uint256 id) {
        require(amount > 0 && amount <= coverOf[msg.sender], "cover");
        claims.push(Claim(msg.sender, amount, false, false));
        id = claims.length - 1;
    }

    function approveClaim(uint256 id) external onlyAssessor {
        Claim storage c = claims[id];
        require(c.member != msg.sender, "self");
        c.approved = true;
    }

    function payClaim(uint256 id) external {
        Claim storage c = claims[id];
        require(msg.sender == c.member, "member");
        require(c.approved && !c.paid, "state");
        c.paid = true;
        coverOf[c.member] -= c.amount;
        (bool ok, ) = c.member.call{value: c.amount}("");
        require(ok, "send");
    }
}
