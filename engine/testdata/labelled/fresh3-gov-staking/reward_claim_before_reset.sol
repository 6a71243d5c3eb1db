// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Reward token is an ERC-777 with send hooks, registered for ERC-20 compatibility.
contract BoostedStaking {
    IERC20 public immutable stakingToken;
    IERC20 public immutable rewardToken;
    address public owner;

    uint256 public rewardRate;
    uint256 public rewardPerTokenStored;
    uint256 public lastUpdate;
    uint256 public totalStaked;

    mapping(address => uint256) public staked;
    mapping(address => uint256) public paidPerToken;
    mapping(address => uint256) public accrued;

    constructor(IERC20 _staking, IERC20 _reward, uint256 _rate) {
        stakingToken = _staking;
        rewardToken = _reward;
        rewardRate = _rate;
        owner = msg.sender;
        lastUpdate = block.timestamp;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setRewardRate(uint256 rate) external onlyOwner {
        _update(address(0));
        rewardRate = rate;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalStaked == 0) return rewardPerTokenStored;
        return rewardPerTokenStored + (block.timestamp - lastUpdate) * rewardRate * 1e18 / totalStaked;
    }

    function earned(address account) public view returns (uint256) {
        return accrued[account] + staked[account] * (rewardPerToken() - paidPerToken[account]) / 1e18;
    }

    function _update(address account) internal {
        rewardPerTokenStored = rewardPerToken();
        lastUpdate = block.timestamp;
        if (account != address(0)) {
            accrued[account] = earned(account);
            paidPerToken[account] = rewardPerTokenStored;
        }
    }

    function stake(uint256 amount) external {
        _update(msg.sender);
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "stake");
        staked[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        _update(msg.sender);
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        require(stakingToken.transfer(msg.sender, amount), "unstake");
    }

    function _payReward(address account) internal {
        uint256 reward = accrued[account];
        if (reward > 0) {
            // <yes> <report> REENTRANCY
            require(rewardToken.transfer(account, reward), "reward");
            accrued[account] = 0;
        }
    }

    function claim() external {
        _update(msg.sender);
        _payReward(msg.sender);
    }

    function exit() external {
        _update(msg.sender);
        uint256 amount = staked[msg.sender];
        staked[msg.sender] = 0;
        totalStaked -= amount;
        require(stakingToken.transfer(msg.sender, amount), "unstake");
        _payReward(msg.sender);
    }
}
