// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Vesting of tokens bought in a seed round: the owner registers schedules (funded up front), each
/// buyer releases what has vested; the released amount is recorded before the token moves.
contract SeedVesting {
    using SafeMath for uint256;

    struct Schedule {
        uint256 total;
        uint256 released;
        uint256 start;
        uint256 cliff;
        uint256 duration;
    }

    address public owner;
    IERC20 public token;
    uint256 public totalAllocated;
    mapping(address => Schedule) public schedules;

    event ScheduleAdded(address indexed beneficiary, uint256 total);
    event Released(address indexed beneficiary, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _token) public {
        owner = msg.sender;
        token = _token;
    }

    function addSchedule(address beneficiary, uint256 total, uint256 start, uint256 cliff, uint256 duration)
        external
        onlyOwner
    {
        require(beneficiary != address(0), "zero");
        require(schedules[beneficiary].total == 0, "exists");
        require(duration > 0 && cliff <= duration, "params");
        totalAllocated = totalAllocated.add(total);
        require(token.balanceOf(address(this)) >= totalAllocated, "unfunded");
        schedules[beneficiary] = Schedule(total, 0, start, cliff, duration);
        emit ScheduleAdded(beneficiary, total);
    }

    function vestedAmount(address beneficiary) public view returns (uint256) {
        Schedule storage s = schedules[beneficiary];
        if (s.total == 0 || block.timestamp < s.start.add(s.cliff)) return 0;
        if (block.timestamp >= s.start.add(s.duration)) return s.total;
        return s.total.mul(block.timestamp.sub(s.start)).div(s.duration);
    }

    function release() external {
        Schedule storage s = schedules[msg.sender];
        uint256 amount = vestedAmount(msg.sender).sub(s.released);
        require(amount > 0, "nothing");
        s.released = s.released.add(amount);
        totalAllocated = totalAllocated.sub(amount);
        require(token.transfer(msg.sender, amount), "transfer");
        emit Released(msg.sender, amount);
    }
}
