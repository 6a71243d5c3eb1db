// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

/// Reward distributor of a restaking pool: each epoch the rewards received for an operator are split between the
/// operator's commission and its delegators, pro rata to their restaked shares. The per-share amount is divided
/// before it is multiplied by the delegators' basis points, so small epochs round every delegator's reward to zero
/// and the dust stays in the contract.
library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

contract OperatorRewardDistributor {
    using SafeMath for uint256;

    uint256 public constant BPS = 10000;
    uint256 public constant PRECISION = 1e12;

    address public rewardsCoordinator;
    mapping(address => uint256) public commissionBps;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public accRewardPerShare;
    mapping(address => uint256) public commissionOwed;
    mapping(address => mapping(address => uint256)) public delegatorShares;
    mapping(address => mapping(address => uint256)) public rewardDebt;

    constructor(address coordinator) {
        rewardsCoordinator = coordinator;
    }

    function setCommission(uint256 bps) external {
        require(bps <= 2000, "max 20%");
        commissionBps[msg.sender] = bps;
    }

    function delegate(address operator, uint256 shares) external {
        require(msg.sender == rewardsCoordinator, "coordinator");
        operatorShares[operator] = operatorShares[operator].add(shares);
    }

    function notifyEpochReward(address operator) external payable {
        require(msg.sender == rewardsCoordinator, "coordinator");
        uint256 shares = operatorShares[operator];
        require(shares > 0, "no shares");
        uint256 commission = msg.value.mul(commissionBps[operator]) / BPS;
        commissionOwed[operator] = commissionOwed[operator].add(commission);
        // <yes> <report> ARITHMETIC
        uint256 perShare = msg.value / shares * (BPS - commissionBps[operator]) / BPS;
        accRewardPerShare[operator] = accRewardPerShare[operator].add(perShare.mul(PRECISION));
    }

    function claimCommission() external {
        uint256 owed = commissionOwed[msg.sender];
        commissionOwed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: owed}("");
        require(ok, "send");
    }
}
