// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract LinearUnlock {
    struct Schedule {
        uint128 total;
        uint128 claimed;
        uint64 start;
        uint64 end;
    }

    IERC20 public immutable token;
    address public immutable treasury;
    mapping(address => Schedule) public schedules;

    event ScheduleCreated(address indexed account, uint256 total, uint64 start, uint64 end);
    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 _token, address _treasury) {
        token = _token;
        treasury = _treasury;
    }

    function create(address account, uint128 total, uint64 start, uint64 end) external {
        require(msg.sender == treasury, "treasury");
        require(end > start && schedules[account].total == 0, "schedule");
        require(token.transferFrom(msg.sender, address(this), total), "fund");
        schedules[account] = Schedule(total, 0, start, end);
        emit ScheduleCreated(account, total, start, end);
    }

    function unlocked(address account) public view returns (uint256) {
        Schedule memory s = schedules[account];
        if (block.timestamp <= s.start) return 0;
        if (block.timestamp >= s.end) return s.total;
        uint256 perSecond = uint256(s.total) / (s.end - s.start);
        // <yes> <report> ARITHMETIC
        return perSecond * (block.timestamp - s.start);
    }

    function claim() external {
        Schedule storage s = schedules[msg.sender];
        uint256 amount = unlocked(msg.sender) - s.claimed;
        require(amount > 0, "nothing");
        s.claimed += uint128(amount);
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount);
    }
}
