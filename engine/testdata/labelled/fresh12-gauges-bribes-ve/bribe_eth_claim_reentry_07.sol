// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IGaugeController {
    function last_user_vote(address user, address gauge) external view returns (uint256);
    function vote_user_slopes(address user, address gauge) external view returns (uint256 slope, uint256 power, uint256 end);
    function points_weight(address gauge, uint256 time) external view returns (uint256 bias, uint256 slope);
}

// A bribe market paid in ETH: briber deposit ETH for a gauge's next period, and each voter of the gauge claims a
// share in proportion to its vote's bias at the period start, once per period.
contract EthGaugeBribes {
    uint256 constant WEEK = 86400 * 7;

    IGaugeController public immutable controller;

    mapping(address => mapping(uint256 => uint256)) public rewardPerPeriod;
    mapping(address => mapping(uint256 => uint256)) public paidPerPeriod;
    mapping(address => mapping(address => uint256)) public lastClaimedPeriod;

    event Bribed(address indexed gauge, uint256 period, uint256 amount);
    event Claimed(address indexed user, address indexed gauge, uint256 amount);

    constructor(IGaugeController _controller) {
        controller = _controller;
    }

    function currentPeriod() public view returns (uint256) {
        return (block.timestamp / WEEK) * WEEK;
    }

    function add_reward_amount(address gauge) external payable {
        require(msg.value > 0, "nothing sent");
        uint256 next = currentPeriod() + WEEK;
        rewardPerPeriod[gauge][next] += msg.value;
        emit Bribed(gauge, next, msg.value);
    }

    function claimable(address user, address gauge) public view returns (uint256) {
        uint256 period = currentPeriod();
        if (lastClaimedPeriod[user][gauge] >= period) return 0;
        if (controller.last_user_vote(user, gauge) >= period) return 0;
        (uint256 slope, , uint256 end) = controller.vote_user_slopes(user, gauge);
        if (end <= period) return 0;
        (uint256 totalBias, ) = controller.points_weight(gauge, period);
        if (totalBias == 0) return 0;
        uint256 userBias = slope * (end - period);
        return (rewardPerPeriod[gauge][period] * userBias) / totalBias;
    }

    function claim_reward(address gauge) external returns (uint256 amount) {
        uint256 period = currentPeriod();
        amount = claimable(msg.sender, gauge);
        if (amount == 0) return 0;
        require(paidPerPeriod[gauge][period] + amount <= rewardPerPeriod[gauge][period], "overpaid");
        // The voter's fallback claims again before lastClaimedPeriod moves.
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
        paidPerPeriod[gauge][period] += amount;
        lastClaimedPeriod[msg.sender][gauge] = period;
        emit Claimed(msg.sender, gauge, amount);
    }
}
