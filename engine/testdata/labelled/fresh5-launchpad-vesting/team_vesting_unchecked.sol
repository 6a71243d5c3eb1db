// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Team token vesting with a cliff, written without SafeMath "because the numbers are small".
/// The admin-chosen cliff is added to the start unchecked: a huge cliff wraps `start + cliff` to a time in the
/// past, and `released` can exceed the vested amount after a schedule is shortened, so the subtraction wraps.
contract TeamVesting {
    struct Schedule {
        uint256 total;
        uint256 released;
        uint256 start;
        uint256 cliff;
        uint256 duration;
    }

    IERC20 public token;
    address public admin;
    mapping(address => Schedule) public schedules;

    constructor(IERC20 _token) public {
        token = _token;
        admin = msg.sender;
    }

    function addSchedule(address member, uint256 total, uint256 cliff, uint256 duration) external {
        require(msg.sender == admin, "TeamVesting: !admin");
        require(schedules[member].total == 0, "TeamVesting: exists");
        require(token.transferFrom(msg.sender, address(this), total), "TeamVesting: funding failed");
        schedules[member] = Schedule(total, 0, block.timestamp, cliff, duration);
    }

    function shorten(address member, uint256 newTotal) external {
        require(msg.sender == admin, "TeamVesting: !admin");
        schedules[member].total = newTotal;
    }

    function vestedAmount(address member) public view returns (uint256) {
        Schedule storage s = schedules[member];
        // <yes> <report> ARITHMETIC
        if (block.timestamp < s.start + s.cliff) {
            return 0;
        }
        if (block.timestamp >= s.start + s.duration) {
            return s.total;
        }
        return s.total * (block.timestamp - s.start) / s.duration;
    }

    function release() external {
        Schedule storage s = schedules[msg.sender];
        // <yes> <report> ARITHMETIC
        uint256 amount = vestedAmount(msg.sender) - s.released;
        require(amount > 0, "TeamVesting: nothing to release");
        s.released = s.released + amount;
        require(token.transfer(msg.sender, amount), "TeamVesting: transfer failed");
    }
}
