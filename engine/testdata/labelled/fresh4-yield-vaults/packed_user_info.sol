// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Gas-optimised compounder farm
/// @notice User records are packed into one slot. The deposit amount is cast to uint128 and the reward debt to
/// uint96 without a bound: a deposit above 2**128 wraps to a tiny recorded stake, and reward debts above 2**96
/// wrap to small values so the next claim pays out almost the whole accumulated reward.
contract PackedFarm {
    struct UserInfo {
        uint128 amount;
        uint96 rewardDebt;
        uint32 lastDeposit;
    }

    IERC20 public immutable lp;
    IERC20 public immutable reward;
    uint256 public accRewardPerShare;
    uint256 public totalStaked;
    mapping(address => UserInfo) public users;

    constructor(IERC20 _lp, IERC20 _reward) {
        lp = _lp;
        reward = _reward;
    }

    function notify(uint256 amount) external {
        require(totalStaked > 0, "empty");
        require(reward.transferFrom(msg.sender, address(this), amount), "transferFrom");
        accRewardPerShare += (amount * 1e12) / totalStaked;
    }

    function deposit(uint256 amount) external {
        UserInfo storage u = users[msg.sender];
        _payout(u);
        require(lp.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 newAmount = uint256(u.amount) + amount;
        // <yes> <report> ARITHMETIC
        u.amount = uint128(newAmount);
        // <yes> <report> ARITHMETIC
        u.rewardDebt = uint96((newAmount * accRewardPerShare) / 1e12);
        u.lastDeposit = uint32(block.timestamp);
        totalStaked += amount;
    }

    function withdraw(uint256 amount) external {
        UserInfo storage u = users[msg.sender];
        _payout(u);
        u.amount -= uint128(amount);
        u.rewardDebt = uint96((uint256(u.amount) * accRewardPerShare) / 1e12);
        totalStaked -= amount;
        require(lp.transfer(msg.sender, amount), "transfer");
    }

    function _payout(UserInfo storage u) internal {
        uint256 pending = (uint256(u.amount) * accRewardPerShare) / 1e12 - u.rewardDebt;
        if (pending > 0) {
            require(reward.transfer(msg.sender, pending), "reward");
        }
    }
}
