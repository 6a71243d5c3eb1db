// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Reward distribution by index. The index increment divides by the total before scaling, so any notify
/// smaller than the total stake (in token units) adds nothing and the rewards are stuck.
contract RewardIndex {
    IERC20 public immutable stakeToken;
    IERC20 public immutable rewardToken;
    address public distributor;

    uint256 public index;
    uint256 public totalStaked;
    mapping(address => uint256) public stakeOf;
    mapping(address => uint256) public userIndex;
    mapping(address => uint256) public accrued;

    constructor(IERC20 _stake, IERC20 _reward, address _distributor) {
        stakeToken = _stake;
        rewardToken = _reward;
        distributor = _distributor;
    }

    function notifyReward(uint256 amount) external {
        require(msg.sender == distributor, "distributor");
        require(totalStaked > 0, "empty");
        require(rewardToken.transferFrom(msg.sender, address(this), amount), "transfer");
        uint256 perToken = amount / totalStaked;
        // <yes> <report> ARITHMETIC
        index += perToken * 1e18;
    }

    function _accrue(address user) internal {
        accrued[user] += (stakeOf[user] * (index - userIndex[user])) / 1e18;
        userIndex[user] = index;
    }

    function stake(uint256 amount) external {
        _accrue(msg.sender);
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        stakeOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        _accrue(msg.sender);
        stakeOf[msg.sender] -= amount;
        totalStaked -= amount;
        require(stakeToken.transfer(msg.sender, amount), "transfer");
    }

    function claim() external {
        _accrue(msg.sender);
        uint256 amount = accrued[msg.sender];
        accrued[msg.sender] = 0;
        require(rewardToken.transfer(msg.sender, amount), "transfer");
    }
}
