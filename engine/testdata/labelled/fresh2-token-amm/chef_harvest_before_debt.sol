// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Single-pool farm paying an ERC-777 reward token (tokensReceived hooks reach the recipient).
contract RewardFarm {
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public lpToken;
    IERC20 public rewardToken;
    uint256 public rewardPerBlock;
    uint256 public lastRewardBlock;
    uint256 public accRewardPerShare;
    uint256 public totalDeposited;
    mapping(address => UserInfo) public userInfo;

    constructor(IERC20 _lp, IERC20 _reward, uint256 _rewardPerBlock) public {
        lpToken = _lp;
        rewardToken = _reward;
        rewardPerBlock = _rewardPerBlock;
        lastRewardBlock = block.number;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalDeposited > 0) {
            uint256 reward = (block.number - lastRewardBlock) * rewardPerBlock;
            accRewardPerShare += reward * 1e12 / totalDeposited;
        }
        lastRewardBlock = block.number;
    }

    function _harvest(address account) internal {
        UserInfo storage user = userInfo[account];
        uint256 pending = user.amount * accRewardPerShare / 1e12 - user.rewardDebt;
        if (pending > 0) {
            // <yes> <report> REENTRANCY
            // <yes> <report> UNCHECKED_LL_CALLS
            rewardToken.transfer(account, pending);
        }
    }

    function deposit(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        _harvest(msg.sender);
        require(lpToken.transferFrom(msg.sender, address(this), amount), "transfer");
        user.amount += amount;
        totalDeposited += amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
    }

    function withdraw(uint256 amount) external {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "amount");
        _harvest(msg.sender);
        user.amount -= amount;
        totalDeposited -= amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
        require(lpToken.transfer(msg.sender, amount), "transfer");
    }
}
