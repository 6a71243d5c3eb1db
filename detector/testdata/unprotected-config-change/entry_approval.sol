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
