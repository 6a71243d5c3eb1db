// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Gas-optimised staking: one slot per staker.
contract PackedStaking {
    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 rewardIndex;
    }

    IERC20 public immutable stakingToken;
    mapping(address => Stake) public stakes;
    uint128 public totalStaked;

    constructor(IERC20 _stakingToken) {
        stakingToken = _stakingToken;
    }

    function stake(uint256 amount) external {
        require(amount > 0, "zero");
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        Stake storage s = stakes[msg.sender];
        s.amount += uint128(amount);
        s.since = uint64(block.timestamp);
        totalStaked += uint128(amount);
    }

    function unstake(uint256 amount) external {
        Stake storage s = stakes[msg.sender];
        // <yes> <report> ARITHMETIC
        s.amount -= uint128(amount);
        totalStaked -= uint128(amount);
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }
}
