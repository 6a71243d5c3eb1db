// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Vote-escrow for the chain's native coin: users lock ETH for up to four years and receive linearly decaying
// voting power (bias - slope * elapsed), as in Curve's VotingEscrow.
contract NativeVotingEscrow {
    struct LockedBalance {
        int128 amount;
        uint256 end;
    }

    struct Point {
        int128 bias;
        int128 slope;
        uint256 ts;
    }

    uint256 public constant WEEK = 7 days;
    uint256 public constant MAXTIME = 4 * 365 days;

    uint256 public supply;
    mapping(address => LockedBalance) public locked;
    mapping(address => Point) public userPoint;

    event Deposit(address indexed provider, uint256 value, uint256 locktime, uint256 ts);
    event Withdraw(address indexed provider, uint256 value, uint256 ts);

    function _checkpoint(address addr, LockedBalance memory newLocked) internal {
        Point memory p;
        if (newLocked.end > block.timestamp && newLocked.amount > 0) {
            p.slope = newLocked.amount / int128(int256(MAXTIME));
            p.bias = p.slope * int128(int256(newLocked.end - block.timestamp));
        }
        p.ts = block.timestamp;
        userPoint[addr] = p;
    }

    function create_lock(uint256 unlockTime) external payable {
        uint256 rounded = (unlockTime / WEEK) * WEEK;
        LockedBalance memory l = locked[msg.sender];
        require(msg.value > 0, "zero value");
        require(msg.value <= uint256(uint128(type(int128).max)), "too large");
        require(l.amount == 0, "withdraw old tokens first");
        require(rounded > block.timestamp, "unlock time in the past");
        require(rounded <= block.timestamp + MAXTIME, "lock too long");
        l.amount = int128(int256(msg.value));
        l.end = rounded;
        locked[msg.sender] = l;
        supply += msg.value;
        _checkpoint(msg.sender, l);
        emit Deposit(msg.sender, msg.value, rounded, block.timestamp);
    }

    function increase_amount() external payable {
        LockedBalance memory l = locked[msg.sender];
        require(msg.value > 0, "zero value");
        require(msg.value <= uint256(uint128(type(int128).max)), "too large");
        require(l.amount > 0, "no existing lock");
        require(l.end > block.timestamp, "lock expired");
        l.amount += int128(int256(msg.value));
        locked[msg.sender] = l;
        supply += msg.value;
        _checkpoint(msg.sender, l);
        emit Deposit(msg.sender, msg.value, l.end, block.timestamp);
    }

    function increase_unlock_time(uint256 unlockTime) external {
        LockedBalance memory l = locked[msg.sender];
        uint256 rounded = (unlockTime / WEEK) * WEEK;
        require(l.end > block.timestamp, "lock expired");
        require(l.amount > 0, "nothing locked");
        require(rounded <= block.timestamp + MAXTIME, "lock too long");
        // Nothing requires the new end to lie after the old one: a four-year lock is cut to one week and
        // withdrawn, after its holder voted with four years of power.
        // <yes> <report> OTHER
        l.end = rounded;
        locked[msg.sender] = l;
        _checkpoint(msg.sender, l);
    }

    function withdraw() external {
        LockedBalance memory l = locked[msg.sender];
        require(block.timestamp >= l.end, "lock not expired");
        uint256 value = uint256(int256(l.amount));
        require(value > 0, "nothing to withdraw");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: value}("");
        require(ok, "transfer failed");
        locked[msg.sender] = LockedBalance(0, 0);
        supply -= value;
        _checkpoint(msg.sender, LockedBalance(0, 0));
        emit Withdraw(msg.sender, value, block.timestamp);
    }

    function balanceOf(address addr) external view returns (uint256) {
        Point memory p = userPoint[addr];
        int128 bias = p.bias - p.slope * int128(int256(block.timestamp - p.ts));
        if (bias < 0) {
            bias = 0;
        }
        return uint256(int256(bias));
    }
}
