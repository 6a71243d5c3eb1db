// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract RewardEscrow {
    struct Entry {
        uint64 endTime;
        uint256 escrowAmount;
    }

    IERC20 public immutable rewardToken;
    address public immutable rewardsDistribution;
    mapping(address => Entry[]) public vestingSchedules;
    mapping(address => uint256) public totalEscrowedAccountBalance;
    mapping(address => uint256) public totalVestedAccountBalance;
    uint256 public totalEscrowedBalance;

    event Vested(address indexed beneficiary, uint256 time, uint256 value);
    event VestingEntryCreated(address indexed beneficiary, uint256 time, uint256 value);

    constructor(IERC20 token, address distribution) {
        rewardToken = token;
        rewardsDistribution = distribution;
    }

    function appendVestingEntry(address account, uint256 quantity, uint64 duration) external {
        require(msg.sender == rewardsDistribution, "only distribution");
        require(vestingSchedules[account].length < 52, "too many entries");
        totalEscrowedBalance += quantity;
        totalEscrowedAccountBalance[account] += quantity;
        vestingSchedules[account].push(Entry(uint64(block.timestamp) + duration, quantity));
        emit VestingEntryCreated(account, block.timestamp, quantity);
    }

    function vest(uint256 index) external {
        Entry storage entry = vestingSchedules[msg.sender][index];
        require(entry.escrowAmount > 0, "nothing");
        require(entry.endTime <= block.timestamp, "not vested");
        uint256 amount = entry.escrowAmount;
        entry.escrowAmount = 0;
        totalEscrowedBalance -= amount;
        totalEscrowedAccountBalance[msg.sender] -= amount;
        totalVestedAccountBalance[msg.sender] += amount;
        // <yes> <report> REENTRANCY
        require(rewardToken.transfer(msg.sender, amount), "transfer failed");
        emit Vested(msg.sender, block.timestamp, amount);
    }
}
