// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Vote-escrow with Curve's rules: locks of up to four years rounded to whole weeks, amounts and ends that only
/// grow, withdrawal after expiry, voting power decaying linearly to the lock end.
contract VotingEscrow {
    struct LockedBalance {
        uint128 amount;
        uint64 end;
    }

    uint256 public constant WEEK = 7 days;
    uint256 public constant MAXTIME = 4 * 365 days;

    IERC20 public immutable token;
    uint256 public supply;
    mapping(address => LockedBalance) public locked;

    uint256 private status = 1;

    event Deposit(address indexed provider, uint256 value, uint256 locktime);
    event Withdraw(address indexed provider, uint256 value);

    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }

    constructor(IERC20 _token) {
        token = _token;
    }

    function _deposit(address to, uint256 value, uint256 unlockTime) internal {
        require(value <= type(uint128).max, "too large");
        LockedBalance memory l = locked[to];
        l.amount += uint128(value);
        if (unlockTime != 0) {
            require(unlockTime <= type(uint64).max, "too far");
            l.end = uint64(unlockTime);
        }
        locked[to] = l;
        supply += value;
        if (value > 0) {
            require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
        }
        emit Deposit(to, value, l.end);
    }

    function create_lock(uint256 value, uint256 unlockTime) external nonReentrant {
        uint256 rounded = (unlockTime / WEEK) * WEEK;
        require(value > 0, "zero value");
        require(locked[msg.sender].amount == 0, "withdraw old tokens first");
        require(rounded > block.timestamp, "unlock time in the past");
        require(rounded <= block.timestamp + MAXTIME, "voting lock can be 4 years max");
        _deposit(msg.sender, value, rounded);
    }

    function increase_amount(uint256 value) external nonReentrant {
        LockedBalance memory l = locked[msg.sender];
        require(value > 0, "zero value");
        require(l.amount > 0, "no existing lock");
        require(l.end > block.timestamp, "lock expired, withdraw");
        _deposit(msg.sender, value, 0);
    }

    function increase_unlock_time(uint256 unlockTime) external nonReentrant {
        LockedBalance memory l = locked[msg.sender];
        uint256 rounded = (unlockTime / WEEK) * WEEK;
        require(l.end > block.timestamp, "lock expired");
        require(l.amount > 0, "nothing is locked");
        require(rounded > l.end, "can only increase lock duration");
        require(rounded <= block.timestamp + MAXTIME, "voting lock can be 4 years max");
        _deposit(msg.sender, 0, rounded);
    }

    function withdraw() external nonReentrant {
        LockedBalance memory l = locked[msg.sender];
        require(block.timestamp >= l.end, "the lock didn't expire");
        uint256 value = l.amount;
        delete locked[msg.sender];
        supply -= value;
        require(token.transfer(msg.sender, value), "transfer");
        emit Withdraw(msg.sender, value);
    }

    function balanceOf(address addr) external view returns (uint256) {
        LockedBalance memory l = locked[addr];
        if (l.end <= block.timestamp) return 0;
        return (uint256(l.amount) * (l.end - block.timestamp)) / MAXTIME;
    }
}
