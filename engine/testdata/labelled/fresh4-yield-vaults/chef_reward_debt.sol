// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

/// @title Single pool farm in the MasterChef style
/// @notice withdraw pays the pending reward but leaves rewardDebt at its old value, so calling withdraw(0)
/// repeatedly pays the same pending reward again and again.
contract SushiStyleFarm {
    using SafeMath for uint256;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public lpToken;
    IERC20 public rewardToken;
    uint256 public rewardPerBlock;
    uint256 public lastRewardBlock;
    uint256 public accRewardPerShare;

    mapping(address => UserInfo) public userInfo;

    constructor(IERC20 _lp, IERC20 _reward, uint256 _rewardPerBlock) public {
        lpToken = _lp;
        rewardToken = _reward;
        rewardPerBlock = _rewardPerBlock;
        lastRewardBlock = block.number;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        uint256 lpSupply = lpToken.balanceOf(address(this));
        if (lpSupply == 0) {
            lastRewardBlock = block.number;
            return;
        }
        uint256 reward = block.number.sub(lastRewardBlock).mul(rewardPerBlock);
        accRewardPerShare = accRewardPerShare.add(reward.mul(1e12).div(lpSupply));
        lastRewardBlock = block.number;
    }

    function deposit(uint256 _amount) external {
        UserInfo storage user = userInfo[msg.sender];
        updatePool();
        if (user.amount > 0) {
            uint256 pending = user.amount.mul(accRewardPerShare).div(1e12).sub(user.rewardDebt);
            require(rewardToken.transfer(msg.sender, pending), "reward");
        }
        require(lpToken.transferFrom(msg.sender, address(this), _amount), "deposit");
        user.amount = user.amount.add(_amount);
        user.rewardDebt = user.amount.mul(accRewardPerShare).div(1e12);
    }

    function withdraw(uint256 _amount) external {
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= _amount, "withdraw: not good");
        updatePool();
        uint256 pending = user.amount.mul(accRewardPerShare).div(1e12).sub(user.rewardDebt);
        // <yes> <report> OTHER
        require(rewardToken.transfer(msg.sender, pending), "reward");
        user.amount = user.amount.sub(_amount);
        require(lpToken.transfer(msg.sender, _amount), "withdraw");
    }
}
