// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC777Like {
    function send(address to, uint256 amount, bytes calldata data) external;
}

/// Payroll streams in a hook-bearing token: cancelling pays the employee what has accrued, then refunds
/// the employer. Both payouts are done before the stream is marked settled.
contract HookTokenPayroll {
    struct PayStream {
        address employer;
        address employee;
        uint256 perSecond;
        uint256 lastPaid;
        uint256 funded;
        bool settled;
    }

    IERC777Like public immutable token;
    mapping(uint256 => PayStream) public payStreams;
    uint256 public count;

    constructor(IERC777Like _token) {
        token = _token;
    }

    function fund(uint256 id, uint256 amount) external {
        PayStream storage p = payStreams[id];
        require(msg.sender == p.employer, "employer");
        p.funded += amount;
    }

    function accrued(uint256 id) public view returns (uint256 owed) {
        PayStream storage p = payStreams[id];
        owed = (block.timestamp - p.lastPaid) * p.perSecond;
        if (owed > p.funded) owed = p.funded;
    }

    function cancel(uint256 id) external {
        PayStream storage p = payStreams[id];
        require(msg.sender == p.employer || msg.sender == p.employee, "party");
        require(!p.settled, "settled");
        uint256 owed = accrued(id);
        // <yes> <report> REENTRANCY
        token.send(p.employee, owed, "");
        token.send(p.employer, p.funded - owed, "");
        p.settled = true;
        p.funded = 0;
    }
}
