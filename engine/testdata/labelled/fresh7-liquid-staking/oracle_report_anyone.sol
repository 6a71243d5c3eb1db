// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Accounting oracle of a staking pool: the committee posts the sum of the validators' beacon
/// balances each frame; the pool's share price follows it.
contract BeaconAccountingOracle {
    address public admin;
    mapping(address => bool) public isMember;

    uint256 public beaconValidators;
    uint256 public beaconBalance;
    uint256 public lastReportEpoch;
    uint256 public lastReportTime;

    event Reported(uint256 indexed epoch, uint256 validators, uint256 balance);
    event MemberAdded(address member);

    constructor() {
        admin = msg.sender;
    }

    function addMember(address member) external {
        require(msg.sender == admin, "ADMIN");
        isMember[member] = true;
        emit MemberAdded(member);
    }

    /// @notice Submits the beacon chain state for `epoch`.
    // <yes> <report> ACCESS_CONTROL
    function submitReport(uint256 epoch, uint256 validators, uint256 balance) external {
        require(epoch > lastReportEpoch, "STALE_EPOCH");
        require(validators >= beaconValidators, "VALIDATORS_DECREASED");
        lastReportEpoch = epoch;
        lastReportTime = block.timestamp;
        beaconValidators = validators;
        beaconBalance = balance;
        emit Reported(epoch, validators, balance);
    }

    function sharePrice(uint256 bufferedEther, uint256 totalShares) external view returns (uint256) {
        if (totalShares == 0) return 1e18;
        return ((beaconBalance + bufferedEther) * 1e18) / totalShares;
    }
}
