// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A liquidity gauge paying one extra reward token: stakers deposit LP tokens, rewards stream per second and
// accrue through a per-token integral; a staker may redirect its rewards to another address.
contract RewardGauge {
    using SafeMath for uint256;

    IERC20 public immutable lpToken;
    IERC20 public immutable rewardToken;
    address public distributor;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 public rewardRate;
    uint256 public periodFinish;
    uint256 public lastUpdate;
    uint256 public integral;
    mapping(address => uint256) public integralFor;
    mapping(address => uint256) public claimable;
    mapping(address => address) public rewardsReceiver;

    constructor(IERC20 _lp, IERC20 _reward, address _distributor) {
        lpToken = _lp;
        rewardToken = _reward;
        distributor = _distributor;
    }

    function _lastTime() internal view returns (uint256) {
        return block.timestamp < periodFinish ? block.timestamp : periodFinish;
    }

    function _checkpoint(address user) internal {
        uint256 t = _lastTime();
        if (totalSupply > 0 && t > lastUpdate) {
            integral = integral.add(t.sub(lastUpdate).mul(rewardRate).mul(1e18).div(totalSupply));
        }
        lastUpdate = t;
        if (user != address(0)) {
            claimable[user] = claimable[user].add(balanceOf[user].mul(integral.sub(integralFor[user])).div(1e18));
            integralFor[user] = integral;
        }
    }

    function deposit(uint256 amount) external {
        _checkpoint(msg.sender);
        balanceOf[msg.sender] = balanceOf[msg.sender].add(amount);
        totalSupply = totalSupply.add(amount);
        require(lpToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function withdraw(uint256 amount) external {
        _checkpoint(msg.sender);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        totalSupply = totalSupply.sub(amount);
        require(lpToken.transfer(msg.sender, amount), "transfer");
    }

    // Curve's gauge sets the receiver for msg.sender only; this one takes the staker as a parameter.
    function set_rewards_receiver(address user, address receiver) external {
        // <yes> <report> ACCESS_CONTROL
        rewardsReceiver[user] = receiver;
    }

    // Anyone may claim on behalf of a staker: the rewards go to the staker or the receiver it chose.
    function claim_rewards(address user) external {
        _checkpoint(user);
        uint256 amount = claimable[user];
        if (amount == 0) return;
        claimable[user] = 0;
        address to = rewardsReceiver[user] == address(0) ? user : rewardsReceiver[user];
        require(rewardToken.transfer(to, amount), "reward transfer");
    }

    function deposit_reward_token(uint256 amount, uint256 duration) external {
        require(msg.sender == distributor, "distributor only");
        require(duration > 0, "duration");
        _checkpoint(address(0));
        require(rewardToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        if (block.timestamp >= periodFinish) {
            rewardRate = amount.div(duration);
        } else {
            uint256 leftover = periodFinish.sub(block.timestamp).mul(rewardRate);
            rewardRate = amount.add(leftover).div(duration);
        }
        lastUpdate = block.timestamp;
        periodFinish = block.timestamp.add(duration);
    }
}
