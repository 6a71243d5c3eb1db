// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Interest computed with the rate divided down first: any loan shorter than a year pays no interest.
contract SimpleLoan {
    uint256 public constant YEAR = 365 days;
    uint256 public rateBps = 800;
    mapping(address => uint256) public principal;
    mapping(address => uint256) public since;

    function borrow() external payable {
        principal[msg.sender] += msg.value;
        since[msg.sender] = block.timestamp;
    }

    function interestOwed(address user) public view returns (uint256) {
        uint256 elapsed = block.timestamp - since[user];
        uint256 yearsElapsed = elapsed / YEAR;
        // <yes> <report> ARITHMETIC
        return principal[user] * rateBps * yearsElapsed / 10000;
    }
}
