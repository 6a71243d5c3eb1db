// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVotingEscrow {
    function slopeOf(address user) external view returns (uint256);
    function lockEnd(address user) external view returns (uint256);
}

// Gauge weights kept as decaying (bias, slope) points per gauge and in a global sum, scheduled per week.
contract WeightedGaugeController {
    struct Point {
        uint256 bias;
        uint256 slope;
    }

    struct VotedSlope {
        uint256 slope;
        uint256 power;
        uint256 end;
    }

    uint256 internal constant WEEK = 1 weeks;

    IVotingEscrow public immutable ve;
    address public governance;
    mapping(address => bool) public isGauge;
    mapping(address => mapping(uint256 => Point)) public pointsWeight;
    mapping(uint256 => Point) public pointsSum;
    mapping(address => mapping(address => VotedSlope)) public voteUserSlopes;
    mapping(address => uint256) public voteUserPower;

    constructor(IVotingEscrow _ve) {
        ve = _ve;
        governance = msg.sender;
    }

    function addGauge(address gauge) external {
        require(msg.sender == governance, "governance");
        require(!isGauge[gauge], "exists");
        isGauge[gauge] = true;
    }

    function vote(address gauge, uint256 power) external {
        require(isGauge[gauge], "unknown gauge");
        require(power <= 10_000, "power");
        uint256 nextTime = ((block.timestamp + WEEK) / WEEK) * WEEK;
        uint256 end = ve.lockEnd(msg.sender);
        require(end > nextTime, "lock ends too soon");
        uint256 slope = ve.slopeOf(msg.sender);

        VotedSlope memory old = voteUserSlopes[msg.sender][gauge];
        uint256 oldDt = old.end > nextTime ? old.end - nextTime : 0;
        uint256 oldBias = old.slope * oldDt;

        VotedSlope memory fresh = VotedSlope({slope: (slope * power) / 10_000, power: power, end: end});
        uint256 newBias = fresh.slope * (end - nextTime);

        uint256 used = voteUserPower[msg.sender] + power - old.power;
        require(used <= 10_000, "too much power");
        voteUserPower[msg.sender] = used;

        Point storage gp = pointsWeight[gauge][nextTime];
        Point storage sp = pointsSum[nextTime];
        gp.bias = (gp.bias + newBias > oldBias ? gp.bias + newBias : oldBias) - oldBias;
        unchecked {
            // The old vote's bias was written with the slope of its own week and has since been rounded down
            // in the sum; removing it in full here wraps the sum around zero and every relative weight with it.
            // <yes> <report> ARITHMETIC
            sp.bias = sp.bias + newBias - oldBias;
        }
        if (old.end > nextTime) {
            gp.slope = (gp.slope + fresh.slope > old.slope ? gp.slope + fresh.slope : old.slope) - old.slope;
            sp.slope = (sp.slope + fresh.slope > old.slope ? sp.slope + fresh.slope : old.slope) - old.slope;
        } else {
            gp.slope += fresh.slope;
            sp.slope += fresh.slope;
        }
        voteUserSlopes[msg.sender][gauge] = fresh;
    }

    function relativeWeight(address gauge, uint256 time) external view returns (uint256) {
        uint256 t = (time / WEEK) * WEEK;
        uint256 total = pointsSum[t].bias;
        if (total == 0) return 0;
        return (pointsWeight[gauge][t].bias * 1e18) / total;
    }
}
