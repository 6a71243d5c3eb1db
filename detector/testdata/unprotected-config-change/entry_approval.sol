// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

// Any caller approves any claim, and the payout checks only that approval.
contract OpenApproval {
    struct Claim {
        address member;
        uint256 amount;
        bool approved;
        bool paid;
    }

    Claim[] public claims;

    function file(uint256 amount) external {
        claims.push(Claim(msg.sender, amount, false, false));
    }

    function approve(uint256 id) external { // want "OpenApproval.approve\\(\\) lets any caller, at any time, set claims\\[id\\].approved"
        claims[id].approved = true;
    }

    function pay(uint256 id) external {
        Claim storage c = claims[id];
        require(c.approved && !c.paid, "state");
        c.paid = true;
        payable(c.member).transfer(c.amount);
    }
}

// Only assessors approve: no finding.
contract AssessedApproval {
    struct Claim {
        address member;
        uint256 amount;
        bool approved;
        bool paid;
    }

    mapping(address => bool) public assessors;
    Claim[] public claims;

    function file(uint256 amount) external {
        claims.push(Claim(msg.sender, amount, false, false));
    }

    function approve(uint256 id) external {
        require(assessors[msg.sender], "assessor");
        claims[id].approved = true;
    }

    function pay(uint256 id) external {
        Claim storage c = claims[id];
        require(c.approved && !c.paid, "state");
        c.paid = true;
        payable(c.member).transfer(c.amount);
    }
}

// A flag no payout checks (a claim marked seen for display): no finding.
contract SeenFlag {
    struct Claim {
        address member;
        bool seen;
    }

    Claim[] public claims;

    function mark(uint256 id) external {
        claims[id].seen = true;
    }
}

interface IERC20Like {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Any caller approves a milestone of a grant, through a storage pointer, and the grantee's claim checks only
// that approval.
contract OpenMilestones {
    struct Grant {
        address grantee;
        uint256[] amounts;
        bool[] approved;
        bool[] paid;
    }

    IERC20Like public token;
    address public foundation;
    Grant[] private grants;

    constructor(IERC20Like t) {
        token = t;
        foundation = msg.sender;
    }

    function create(address grantee, uint256[] calldata amounts) external {
        require(msg.sender == foundation, "foundation");
        Grant storage g = grants.push();
        g.grantee = grantee;
        g.amounts = amounts;
        g.approved = new bool[](amounts.length);
        g.paid = new bool[](amounts.length);
    }

    function approve(uint256 id, uint256 m) external { // want "OpenMilestones.approve\\(\\) lets any caller, at any time, set g.approved\\[m\\]"
        Grant storage g = grants[id];
        require(m < g.amounts.length && !g.approved[m], "milestone");
        g.approved[m] = true;
    }

    function claim(uint256 id, uint256 m) external {
        Grant storage g = grants[id];
        require(msg.sender == g.grantee, "grantee");
        require(g.approved[m] && !g.paid[m], "state");
        g.paid[m] = true;
        require(token.transfer(g.grantee, g.amounts[m]), "transfer");
    }
}

// The same grants where only a reviewer approves, and an event's seats each attendee books for itself (the
// flag keyed by the caller): no finding.
contract ReviewedMilestones {
    struct Grant {
        address grantee;
        uint256[] amounts;
        bool[] approved;
        bool[] paid;
    }

    struct Meetup {
        uint256 deposit;
        mapping(address => bool) booked;
    }

    IERC20Like public token;
    mapping(address => bool) public reviewers;
    Grant[] private grants;
    mapping(uint256 => Meetup) private meetups;

    function approve(uint256 id, uint256 m) external {
        require(reviewers[msg.sender], "reviewer");
        Grant storage g = grants[id];
        g.approved[m] = true;
    }

    function claim(uint256 id, uint256 m) external {
        Grant storage g = grants[id];
        require(msg.sender == g.grantee, "grantee");
        require(g.approved[m] && !g.paid[m], "state");
        g.paid[m] = true;
        require(token.transfer(g.grantee, g.amounts[m]), "transfer");
    }

    function book(uint256 id) external {
        Meetup storage e = meetups[id];
        require(!e.booked[msg.sender], "booked");
        e.booked[msg.sender] = true;
    }

    function refund(uint256 id) external {
        Meetup storage e = meetups[id];
        require(e.booked[msg.sender], "not booked");
        e.booked[msg.sender] = false;
        require(token.transfer(msg.sender, e.deposit), "transfer");
    }
}
