// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IVotingEscrow {
    function get_last_user_slope(address addr) external view returns (int128);
    function locked__end(address addr) external view returns (uint256);
}

// A gauge controller: gauge types carry weights, vote-escrow holders spread their power over gauges, and
// the minter pays each gauge its relative weight of the week's emissions.
contract GaugeController {
    uint256 constant WEEK = 604800;

    address public admin;
    IVotingEscrow public immutable votingEscrow;

    int128 public n_gauge_types;
    int128 public n_gauges;
    mapping(int128 => string) public gauge_type_names;
    mapping(int128 => uint256) public type_weight;
    address[1000000000] public gauges;
    mapping(address => int128) public gauge_types_;
    mapping(address => uint256) public gauge_weight;
    mapping(int128 => uint256) public type_sum;

    mapping(address => mapping(address => uint256)) public vote_user_power_of;
    mapping(address => uint256) public vote_user_power;
    mapping(address => mapping(address => uint256)) public vote_user_bias;
    mapping(address => mapping(address => uint256)) public last_user_vote;

    event NewGauge(address addr, int128 gauge_type, uint256 weight);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin only");
        _;
    }

    constructor(IVotingEscrow _ve) {
        admin = msg.sender;
        votingEscrow = _ve;
    }

    function add_type(string calldata name, uint256 weight) external onlyAdmin {
        int128 t = n_gauge_types;
        gauge_type_names[t] = name;
        type_weight[t] = weight;
        n_gauge_types = t + 1;
    }

    // Any gauge listed here receives emissions in proportion to its weight: listing is a governance act.
    function add_gauge(address addr, int128 gauge_type, uint256 weight) external {
        require(gauge_type >= 0 && gauge_type < n_gauge_types, "bad type");
        require(gauge_types_[addr] == 0, "gauge exists");
        int128 n = n_gauges;
        n_gauges = n + 1;
        gauges[uint256(int256(n))] = addr;
        // <yes> <report> ACCESS_CONTROL
        gauge_types_[addr] = gauge_type + 1;
        gauge_weight[addr] = weight;
        type_sum[gauge_type] += weight;
        emit NewGauge(addr, gauge_type, weight);
    }

    function change_type_weight(int128 type_id, uint256 weight) external onlyAdmin {
        type_weight[type_id] = weight;
    }

    function commit_transfer_ownership(address addr) external onlyAdmin {
        admin = addr;
    }

    function vote_for_gauge_weights(address gauge, uint256 user_weight) external {
        int128 slope = votingEscrow.get_last_user_slope(msg.sender);
        uint256 lock_end = votingEscrow.locked__end(msg.sender);
        uint256 next_time = ((block.timestamp + WEEK) / WEEK) * WEEK;
        require(slope > 0, "no voting power");
        require(lock_end > next_time, "lock expires too soon");
        require(user_weight <= 10000, "all voting power used");
        require(block.timestamp >= last_user_vote[msg.sender][gauge] + 10 days, "cannot vote so often");
        int128 gt = gauge_types_[gauge] - 1;
        require(gt >= 0, "gauge not added");

        uint256 old_power = vote_user_power_of[msg.sender][gauge];
        uint256 power_used = vote_user_power[msg.sender] + user_weight - old_power;
        require(power_used <= 10000, "used too much power");
        vote_user_power[msg.sender] = power_used;
        vote_user_power_of[msg.sender][gauge] = user_weight;

        uint256 old_bias = vote_user_bias[msg.sender][gauge];
        uint256 new_bias = (uint256(int256(slope)) * user_weight / 10000) * (lock_end - next_time);
        vote_user_bias[msg.sender][gauge] = new_bias;
        gauge_weight[gauge] = gauge_weight[gauge] + new_bias - old_bias;
        type_sum[gt] = type_sum[gt] + new_bias - old_bias;
        last_user_vote[msg.sender][gauge] = block.timestamp;
    }

    function total_weight() public view returns (uint256 total) {
        for (int128 t = 0; t < n_gauge_types; t++) {
            total += type_weight[t] * type_sum[t];
        }
    }

    function gauge_relative_weight(address addr) external view returns (uint256) {
        uint256 total = total_weight();
        if (total == 0) return 0;
        int128 gt = gauge_types_[addr] - 1;
        return (1e18 * type_weight[gt] * gauge_weight[addr]) / total;
    }
}
