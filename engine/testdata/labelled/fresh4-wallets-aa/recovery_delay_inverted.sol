// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

/// Recovery with a security period, as in Argent: guardians start a recovery, the owner has RECOVERY_PERIOD to
/// cancel it, then anyone finalises. The finalisation check was written the wrong way round: it accepts the
/// recovery only while the period is still running, that is, at once, before the owner can react.
contract RecoverableWallet {
    uint256 public constant RECOVERY_PERIOD = 2 days;

    struct RecoveryConfig {
        address recovery;
        uint64 executeAfter;
        uint32 guardianCount;
    }

    address public owner;
    mapping(address => bool) public isGuardian;
    uint256 public guardianCount;
    RecoveryConfig public pending;

    event RecoveryExecuted(address indexed recovery, uint64 executeAfter);
    event RecoveryFinalized(address indexed recovery);
    event RecoveryCanceled(address indexed recovery);

    constructor(address owner_, address[] memory guardians) {
        owner = owner_;
        for (uint256 i = 0; i < guardians.length; i++) {
            isGuardian[guardians[i]] = true;
        }
        guardianCount = guardians.length;
    }

    receive() external payable {}

    function executeRecovery(address recovery) external {
        require(isGuardian[msg.sender], "only guardian");
        require(recovery != address(0) && recovery != owner, "bad recovery");
        require(pending.executeAfter == 0, "ongoing recovery");
        uint64 executeAfter = uint64(block.timestamp + RECOVERY_PERIOD);
        pending = RecoveryConfig(recovery, executeAfter, uint32(guardianCount));
        emit RecoveryExecuted(recovery, executeAfter);
    }

    function finalizeRecovery() external {
        RecoveryConfig memory config = pending;
        require(config.executeAfter > 0, "no ongoing recovery");
        // <yes> <report> TIME_MANIPULATION
        require(uint64(block.timestamp) <= config.executeAfter, "recovery period over");
        delete pending;
        owner = config.recovery;
        emit RecoveryFinalized(config.recovery);
    }

    function cancelRecovery() external {
        require(msg.sender == owner, "only owner");
        address recovery = pending.recovery;
        delete pending;
        emit RecoveryCanceled(recovery);
    }

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "only owner");
        require(pending.executeAfter == 0, "locked during recovery");
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }
}
