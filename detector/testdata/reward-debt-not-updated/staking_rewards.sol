pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract StakingRewards {
    IERC20 public stakingToken;
    IERC20 public rewardsToken;
    uint256 public rewardRate;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 public totalSupply;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;
    mapping(address => uint256) public balanceOf;

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = block.timestamp;
        rewards[account] = earned(account);
        userRewardPerTokenPaid[account] = rewardPerTokenStored;
        _;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalSupply == 0) {
            return rewardPerTokenStored;
        }
        return rewardPerTokenStored + (block.timestamp - lastUpdateTime) * rewardRate * 1e18 / totalSupply;
    }

    function earned(address account) public view returns (uint256) {
        return balanceOf[account] * (rewardPerToken() - userRewardPerTokenPaid[account]) / 1e18 + rewards[account];
    }

    function stake(uint256 amount) external updateReward(msg.sender) {
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        require(stakingToken.transferFrom(msg.sender, address(this), amount));
    }

    // The same stake without the modifier.
    function stakeFor(address account, uint256 amount) external {
        totalSupply += amount;
        balanceOf[account] += amount; // want "StakingRewards.stakeFor\\(\\) raises balanceOf\\[account\\] but leaves the snapshot"
        require(stakingToken.transferFrom(msg.sender, address(this), amount));
    }

    function getReward() external updateReward(msg.sender) {
        uint256 reward = rewards[msg.sender];
        rewards[msg.sender] = 0;
        require(rewardsToken.transfer(msg.sender, reward));
    }
}

// A vesting schedule: the amount vested grows with time, not with an accumulator; adding to a grant is no reward
// snapshot problem.
contract Vesting {
    IERC20 public token;
    uint256 public start;
    uint256 public duration;
    mapping(address => uint256) public total;
    mapping(address => uint256) public released;

    function grant(address to, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        total[to] += amount;
    }

    function release() external {
        uint256 vested = total[msg.sender] * (block.timestamp - start) / duration - released[msg.sender];
        released[msg.sender] += vested;
        require(token.transfer(msg.sender, vested));
    }
}
