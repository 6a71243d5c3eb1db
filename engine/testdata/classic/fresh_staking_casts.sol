// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeCast {
    function toUint128(uint256 value) internal pure returns (uint128) {
        require(value <= type(uint128).max, "SafeCast: uint128");
        return uint128(value);
    }

    function toUint64(uint256 value) internal pure returns (uint64) {
        require(value <= type(uint64).max, "SafeCast: uint64");
        return uint64(value);
    }

    function toInt256(uint256 value) internal pure returns (int256) {
        require(value <= uint256(type(int256).max), "SafeCast: int256");
        return int256(value);
    }
}

contract PackedStaking {
    using SafeCast for uint256;

    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 lockEnd;
    }

    IERC20 public immutable stakingToken;
    uint256 public constant MIN_LOCK = 7 days;
    uint256 public constant MAX_LOCK = 4 * 365 days;
    uint256 public totalStaked;
    int256 public netFlow;
    mapping(address => Stake) public stakes;

    constructor(IERC20 token) {
        stakingToken = token;
    }

    function stake(uint256 amount, uint256 lockFor) external {
        require(amount > 0, "zero");
        require(lockFor >= MIN_LOCK && lockFor <= MAX_LOCK, "lock");
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        Stake storage s = stakes[msg.sender];
        s.amount = (uint256(s.amount) + amount).toUint128();
        s.since = block.timestamp.toUint64();
        uint256 end = block.timestamp + lockFor;
        if (end > s.lockEnd) s.lockEnd = end.toUint64();
        totalStaked += amount;
        netFlow += amount.toInt256();
    }

    function unstake(uint256 amount) external {
        Stake storage s = stakes[msg.sender];
        require(block.timestamp >= s.lockEnd, "locked");
        require(amount <= s.amount, "amount");
        unchecked {
            s.amount -= uint128(amount);
            totalStaked -= amount;
        }
        netFlow -= amount.toInt256();
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }

    function weight(address who) external view returns (uint256) {
        Stake memory s = stakes[who];
        if (s.lockEnd <= block.timestamp) return 0;
        return (uint256(s.amount) * (s.lockEnd - block.timestamp)) / MAX_LOCK;
    }
}
