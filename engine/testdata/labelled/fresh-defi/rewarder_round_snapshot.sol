// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IRewardToken {
    function mint(address to, uint256 amount) external;
}

contract RoundRewarderPool {
    uint256 public constant REWARDS_PER_ROUND = 100 ether;
    uint256 public constant ROUND_LENGTH = 5 days;

    IERC20 public immutable liquidityToken;
    IRewardToken public immutable rewardToken;
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;
    uint256 public lastRoundStart;
    uint256 public roundNumber;
    mapping(address => uint256) public lastRewarded;

    constructor(IERC20 _liquidity, IRewardToken _reward) {
        liquidityToken = _liquidity;
        rewardToken = _reward;
        lastRoundStart = block.timestamp;
    }

    function deposit(uint256 amount) external {
        require(amount > 0, "zero");
        deposits[msg.sender] += amount;
        totalDeposits += amount;
        require(liquidityToken.transferFrom(msg.sender, address(this), amount), "transfer");
        distributeRewards();
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        require(liquidityToken.transfer(msg.sender, amount), "transfer");
    }

    function distributeRewards() public returns (uint256 rewards) {
        if (block.timestamp >= lastRoundStart + ROUND_LENGTH) {
            lastRoundStart = block.timestamp;
            roundNumber++;
        }
        if (deposits[msg.sender] > 0 && lastRewarded[msg.sender] < roundNumber) {
            // <yes> <report> OTHER
            rewards = deposits[msg.sender] * REWARDS_PER_ROUND / totalDeposits;
            lastRewarded[msg.sender] = roundNumber;
            rewardToken.mint(msg.sender, rewards);
        }
    }
}
