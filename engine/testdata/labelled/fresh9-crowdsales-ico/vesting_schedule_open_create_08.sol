// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Vesting of tokens bought in the private round: the sale contract (or the team) registers a
/// linear schedule per buyer, buyers release as it vests. createSchedule() checks only that the
/// contract holds enough unallocated tokens, never who calls it: anyone registers a schedule for
/// themselves with a zero duration and releases the whole unallocated balance.
contract PrivateRoundVesting {
    struct Schedule {
        uint128 total;
        uint128 released;
        uint64 start;
        uint64 cliff;
        uint64 duration;
    }

    IERC20 public immutable token;
    address public immutable sale;
    uint256 public allocated;
    mapping(address => Schedule) public schedules;

    event ScheduleCreated(address indexed beneficiary, uint256 total);
    event Released(address indexed beneficiary, uint256 amount);

    constructor(IERC20 _token, address _sale) {
        token = _token;
        sale = _sale;
    }

    function createSchedule(address beneficiary, uint128 total, uint64 cliff, uint64 duration) external {
        require(schedules[beneficiary].total == 0, "exists");
        require(token.balanceOf(address(this)) - allocated >= total, "unfunded");
        allocated += total;
        // <yes> <report> ACCESS_CONTROL
        schedules[beneficiary] = Schedule(total, 0, uint64(block.timestamp), cliff, duration);
        emit ScheduleCreated(beneficiary, total);
    }

    function vested(address beneficiary) public view returns (uint256) {
        Schedule memory s = schedules[beneficiary];
        if (block.timestamp < s.start + s.cliff) return 0;
        if (s.duration == 0 || block.timestamp >= s.start + s.duration) return s.total;
        return (uint256(s.total) * (block.timestamp - s.start)) / s.duration;
    }

    function release() external {
        Schedule storage s = schedules[msg.sender];
        uint256 amount = vested(msg.sender) - s.released;
        require(amount > 0, "nothing");
        s.released += uint128(amount);
        allocated -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
        emit Released(msg.sender, amount);
    }
}
