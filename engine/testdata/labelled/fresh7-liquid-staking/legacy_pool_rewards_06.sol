// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Staking pool of 2020: ETH stakers earn a per-block reward recorded in an accumulator; the
/// reward arithmetic predates checked arithmetic and does not use SafeMath.
contract EthStakingPool {
    address public owner;
    uint256 public rewardPerBlock;
    uint256 public accRewardPerShare;
    uint256 public lastRewardBlock;
    uint256 public totalStaked;

    mapping(address => uint256) public stakes;
    mapping(address => uint256) public rewardDebt;

    constructor(uint256 _rewardPerBlock) public {
        owner = msg.sender;
        rewardPerBlock = _rewardPerBlock;
        lastRewardBlock = block.number;
    }

    function setRewardPerBlock(uint256 _rewardPerBlock) external {
        require(msg.sender == owner, "!owner");
        rewardPerBlock = _rewardPerBlock;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked == 0) {
            lastRewardBlock = block.number;
            return;
        }
        uint256 blocks = block.number - lastRewardBlock;
        // <yes> <report> ARITHMETIC
        accRewardPerShare = accRewardPerShare + (blocks * rewardPerBlock * 1e12) / totalStaked;
        lastRewardBlock = block.number;
    }

    function deposit() external payable {
        updatePool();
        stakes[msg.sender] = stakes[msg.sender] + msg.value;
        totalStaked = totalStaked + msg.value;
        rewardDebt[msg.sender] = (stakes[msg.sender] * accRewardPerShare) / 1e12;
    }

    function pending(address user) external view returns (uint256) {
        return (stakes[user] * accRewardPerShare) / 1e12 - rewardDebt[user];
    }
}
