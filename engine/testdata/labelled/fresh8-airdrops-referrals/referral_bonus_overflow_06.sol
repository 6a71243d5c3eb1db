// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Multi-level referral staking of 2021 ("earn from three levels of your downline"): each deposit
/// pays the upline a bonus computed from the deposit, the level rate and a multiplier the owner
/// sets. No SafeMath: a large deposit or multiplier wraps the bonus.
contract ReferralStaking {
    address public owner;
    uint256 public multiplier = 1;
    uint256[3] public levelRates = [50, 30, 20];

    mapping(address => address) public upline;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public bonus;

    constructor() public {
        owner = msg.sender;
    }

    function setMultiplier(uint256 m) external {
        require(msg.sender == owner, "owner");
        multiplier = m;
    }

    function deposit(address referrer) external payable {
        require(msg.value >= 0.01 ether, "min");
        if (upline[msg.sender] == address(0) && referrer != msg.sender) {
            upline[msg.sender] = referrer;
        }
        deposits[msg.sender] += msg.value;
        address up = upline[msg.sender];
        for (uint256 i = 0; i < 3 && up != address(0); i++) {
            // <yes> <report> ARITHMETIC
            bonus[up] += msg.value * levelRates[i] * multiplier / 1000;
            up = upline[up];
        }
    }

    function withdrawBonus() external {
        uint256 b = bonus[msg.sender];
        require(b > 0, "none");
        bonus[msg.sender] = 0;
        msg.sender.transfer(b);
    }
}
