// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A staking pool with a "storage migration" helper left in after an upgrade. The guard blocks the admin slot
/// only, so any caller can write the owner slot, balances or the reward rate.
contract StakingPool {
    bytes32 internal constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    address public owner;
    uint256 public rewardRate;
    uint256 public totalStaked;
    mapping(address => uint256) public staked;

    constructor(uint256 rate) {
        owner = msg.sender;
        rewardRate = rate;
    }

    function stake() external payable {
        staked[msg.sender] += msg.value;
        totalStaked += msg.value;
    }

    function unstake(uint256 amount) external {
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        payable(msg.sender).transfer(amount);
    }

    function setRewardRate(uint256 rate) external {
        require(msg.sender == owner, "owner");
        rewardRate = rate;
    }

    function migrateSlot(bytes32 slot, bytes32 value) external {
        require(slot != ADMIN_SLOT, "protected");
        assembly {
            // <yes> <report> ACCESS_CONTROL
            sstore(slot, value)
        }
    }
}
