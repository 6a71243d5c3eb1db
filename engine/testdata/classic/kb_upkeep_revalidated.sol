// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface AutomationCompatibleInterface {
    function checkUpkeep(bytes calldata checkData) external returns (bool upkeepNeeded, bytes memory performData);
    function performUpkeep(bytes calldata performData) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Vesting payouts through Chainlink Automation. performUpkeep is open to anyone, so it treats performData as a
/// hint only: it re-reads the schedule and pays only what is due, to the stored beneficiary.
contract VestingUpkeep is AutomationCompatibleInterface {
    struct Schedule {
        address beneficiary;
        uint256 perPeriod;
        uint256 nextRelease;
        uint256 remaining;
    }

    address public immutable owner;
    IERC20 public immutable token;
    uint256 public constant PERIOD = 30 days;
    Schedule[] public schedules;

    constructor(IERC20 token_) {
        owner = msg.sender;
        token = token_;
    }

    function addSchedule(address beneficiary, uint256 perPeriod, uint256 periods) external {
        require(msg.sender == owner, "owner");
        schedules.push(Schedule(beneficiary, perPeriod, block.timestamp + PERIOD, perPeriod * periods));
    }

    function checkUpkeep(bytes calldata) external view override returns (bool upkeepNeeded, bytes memory performData) {
        uint256 n = schedules.length;
        for (uint256 i = 0; i < n && i < 50; i++) {
            if (_due(schedules[i])) {
                return (true, abi.encode(i));
            }
        }
        return (false, "");
    }

    function performUpkeep(bytes calldata performData) external override {
        uint256 id = abi.decode(performData, (uint256));
        Schedule storage s = schedules[id];
        require(_due(s), "not due");
        uint256 amount = s.perPeriod < s.remaining ? s.perPeriod : s.remaining;
        s.remaining -= amount;
        s.nextRelease += PERIOD;
        require(token.transfer(s.beneficiary, amount), "transfer");
    }

    function _due(Schedule storage s) internal view returns (bool) {
        return s.remaining > 0 && block.timestamp >= s.nextRelease;
    }
}
