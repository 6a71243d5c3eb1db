// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// Gauge implementation deployed once and cloned (EIP-1167) by a factory for every pool; each clone is set up
// through initialize() right after it is created.
contract ClonedGauge {
    IERC20 public stakingToken;
    IERC20 public rewardToken;
    address public manager;
    bool private initialized;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 public rewardPerTokenStored;
    mapping(address => uint256) public paid;
    mapping(address => uint256) public earned;

    uint256 private locked = 1;

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    modifier onlyManager() {
        require(msg.sender == manager, "manager only");
        _;
    }

    function initialize(IERC20 _staking, IERC20 _reward, address _manager) external {
        // The flag is written but never checked: anyone re-initialises a live clone as its manager.
        // <yes> <report> ACCESS_CONTROL
        manager = _manager;
        stakingToken = _staking;
        rewardToken = _reward;
        initialized = true;
    }

    function _update(address account) internal {
        earned[account] += (balanceOf[account] * (rewardPerTokenStored - paid[account])) / 1e18;
        paid[account] = rewardPerTokenStored;
    }

    function notifyRewardAmount(uint256 amount) external onlyManager nonReentrant {
        require(totalSupply > 0, "no stake");
        require(rewardToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        rewardPerTokenStored += (amount * 1e18) / totalSupply;
    }

    function deposit(uint256 amount) external nonReentrant {
        _update(msg.sender);
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function withdraw(uint256 amount) external nonReentrant {
        _update(msg.sender);
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }

    function getReward() external nonReentrant {
        _update(msg.sender);
        uint256 reward = earned[msg.sender];
        earned[msg.sender] = 0;
        require(rewardToken.transfer(msg.sender, reward), "transfer");
    }

    function sweep(IERC20 token, address to) external onlyManager {
        require(address(token) != address(stakingToken), "staking token");
        require(token.transfer(to, token.balanceOf(address(this))), "transfer");
    }
}
