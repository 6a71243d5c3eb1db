// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A staking pool whose withdraw pays the pending reward but leaves the reward debt at the old stake.
contract StakingPool {
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public immutable stakeToken;
    IERC20 public immutable rewardToken;
    uint256 public accRewardPerShare;
    uint256 public lastRewardBlock;
    uint256 public constant REWARD_PER_BLOCK = 1e18;
    uint256 public totalStaked;
    mapping(address => UserInfo) public userInfo;

    constructor(IERC20 s, IERC20 r) {
        stakeToken = s;
        rewardToken = r;
        lastRewardBlock = block.number;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked > 0) {
            accRewardPerShare += (block.number - lastRewardBlock) * REWARD_PER_BLOCK * 1e12 / totalStaked;
        }
        lastRewardBlock = block.number;
    }

    function deposit(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        if (user.amount > 0) {
            uint256 pending = user.amount * accRewardPerShare / 1e12 - user.rewardDebt;
            require(rewardToken.transfer(msg.sender, pending), "reward");
        }
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        user.amount += amount;
        totalStaked += amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
    }

    function withdraw(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "amount");
        // <yes> <report> OTHER
        uint256 pending = user.amount * accRewardPerShare / 1e12 - user.rewardDebt;
        require(rewardToken.transfer(msg.sender, pending), "reward");
        user.amount -= amount;
        totalStaked -= amount;
        require(stakeToken.transfer(msg.sender, amount), "transfer");
    }
}
