// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Packed staking positions; the deposit is narrowed to 128 bits with a bare cast.
contract PackedStaking {
    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 lockEnd;
    }

    IERC20 public immutable stakingToken;
    mapping(address => Stake) public stakes;
    uint256 public totalStaked;

    constructor(IERC20 token) {
        stakingToken = token;
    }

    function stake(uint256 amount, uint64 lockDuration) external {
        require(amount > 0, "zero");
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        Stake storage s = stakes[msg.sender];
        // <yes> <report> ARITHMETIC
        s.amount += uint128(amount);
        s.since = uint64(block.timestamp);
        s.lockEnd = uint64(block.timestamp) + lockDuration;
        totalStaked += amount;
    }

    function unstake() external {
        Stake memory s = stakes[msg.sender];
        require(s.amount > 0, "none");
        require(block.timestamp >= s.lockEnd, "locked");
        delete stakes[msg.sender];
        totalStaked -= s.amount;
        require(stakingToken.transfer(msg.sender, s.amount), "transfer");
    }
}
