// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeCast {
    function toUint128(uint256 value) internal pure returns (uint128) {
        require(value <= type(uint128).max, "SafeCast: value doesn't fit in 128 bits");
        return uint128(value);
    }

    function toUint64(uint256 value) internal pure returns (uint64) {
        require(value <= type(uint64).max, "SafeCast: value doesn't fit in 64 bits");
        return uint64(value);
    }
}

/// Packed staking positions narrowed through SafeCast; rewards scale before they divide.
contract SafeCastStaking {
    using SafeCast for uint256;

    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 lockEnd;
    }

    uint256 private constant RATE_DENOMINATOR = 365 days * 10_000;

    IERC20 public immutable stakingToken;
    address public owner;
    uint256 public aprBps = 500;
    uint256 public totalStaked;
    mapping(address => Stake) public stakes;

    constructor(IERC20 token) {
        stakingToken = token;
        owner = msg.sender;
    }

    function setApr(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= 5_000, "cap");
        aprBps = bps;
    }

    function stake(uint256 amount, uint256 lockDuration) external {
        require(amount > 0, "zero");
        require(lockDuration <= 4 * 365 days, "lock");
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        Stake storage s = stakes[msg.sender];
        s.amount = (uint256(s.amount) + amount).toUint128();
        s.since = block.timestamp.toUint64();
        s.lockEnd = (block.timestamp + lockDuration).toUint64();
        totalStaked += amount;
    }

    function pendingReward(address user) public view returns (uint256) {
        Stake storage s = stakes[user];
        return (uint256(s.amount) * aprBps * (block.timestamp - s.since)) / RATE_DENOMINATOR;
    }

    function unstake() external {
        Stake memory s = stakes[msg.sender];
        require(s.amount > 0, "none");
        require(block.timestamp >= s.lockEnd, "locked");
        uint256 reward = pendingReward(msg.sender);
        delete stakes[msg.sender];
        totalStaked -= s.amount;
        require(stakingToken.transfer(msg.sender, uint256(s.amount) + reward), "transfer");
    }
}
