// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// Signed credit lines: the caller's unsigned amount is turned into a signed one before the balance check.
// An amount of 2**256 - k becomes -k: the check passes and the transfer takes k from the receiver instead.
contract CreditLedger {
    mapping(address => int256) public credit;
    address public immutable issuer;

    constructor() {
        issuer = msg.sender;
    }

    function issue(address to, int256 amount) external {
        require(msg.sender == issuer, "issuer");
        require(amount > 0, "amount");
        credit[to] += amount;
    }

    function transferCredit(address to, uint256 amount) external {
        // <yes> <report> ARITHMETIC
        int256 delta = int256(amount);
        require(credit[msg.sender] >= delta, "credit");
        credit[msg.sender] -= delta;
        credit[to] += delta;
    }
}
