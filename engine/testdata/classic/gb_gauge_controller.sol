// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVotingEscrow {
    function balanceOf(address user) external view returns (uint256);
    function lockEnd(address user) external view returns (uint256);
}

/// Gauge controller: governance lists gauges, lockers split 10,000 basis points of their voting power among
/// gauges with a cooldown between votes on one gauge, and each gauge's share is its weight over the total.
contract GaugeController {
    uint256 public constant WEEK = 1 weeks;
    uint256 public constant VOTE_DELAY = 10 days;

    IVotingEscrow public immutable ve;
    address public admin;
    address public pendingAdmin;

    address[] public gauges;
    mapping(address => bool) public isGauge;
    mapping(address => bool) public killed;
    mapping(address => uint256) public weightOf;
    uint256 public totalWeight;

    mapping(address => uint256) public powerUsed;
    mapping(address => mapping(address => uint256)) public powerOn;
    mapping(address => mapping(address => uint256)) public voteWeight;
    mapping(address => mapping(address => uint256)) public lastVote;

    event GaugeAdded(address gauge);
    event Voted(address indexed user, address indexed gauge, uint256 power);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin only");
        _;
    }

    constructor(IVotingEscrow _ve) {
        ve = _ve;
        admin = msg.sender;
    }

    function addGauge(address gauge) external onlyAdmin {
        require(!isGauge[gauge], "exists");
        require(gauges.length < 200, "too many gauges");
        isGauge[gauge] = true;
        gauges.push(gauge);
        emit GaugeAdded(gauge);
    }

    function killGauge(address gauge, bool isKilled) external onlyAdmin {
        require(isGauge[gauge], "unknown");
        killed[gauge] = isKilled;
    }

    function transferAdmin(address next) external onlyAdmin {
        pendingAdmin = next;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "pending admin only");
        admin = pendingAdmin;
        pendingAdmin = address(0);
    }

    function vote(address gauge, uint256 power) external {
        require(isGauge[gauge] && !killed[gauge], "not votable");
        require(power <= 10_000, "power");
        uint256 nextWeek = ((block.timestamp + WEEK) / WEEK) * WEEK;
        require(ve.lockEnd(msg.sender) > nextWeek, "lock ends too soon");
        require(block.timestamp >= lastVote[msg.sender][gauge] + VOTE_DELAY, "vote delay");

        uint256 used = powerUsed[msg.sender] - powerOn[msg.sender][gauge] + power;
        require(used <= 10_000, "too much power");
        powerUsed[msg.sender] = used;
        powerOn[msg.sender][gauge] = power;

        uint256 oldWeight = voteWeight[msg.sender][gauge];
        uint256 newWeight = (ve.balanceOf(msg.sender) * power) / 10_000;
        voteWeight[msg.sender][gauge] = newWeight;
        weightOf[gauge] = weightOf[gauge] - oldWeight + newWeight;
        totalWeight = totalWeight - oldWeight + newWeight;
        lastVote[msg.sender][gauge] = block.timestamp;
        emit Voted(msg.sender, gauge, power);
    }

    function relativeWeight(address gauge) external view returns (uint256) {
        if (totalWeight == 0 || killed[gauge]) return 0;
        return (weightOf[gauge] * 1e18) / totalWeight;
    }
}
