// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.20;

/// Social recovery with a security period: guardians approve a new owner one by one (an approval per guardian per
/// round), the recovery can be finalised only after the delay has passed, and the owner can cancel it meanwhile.
contract GuardedRecoveryWallet {
    uint256 public constant RECOVERY_DELAY = 3 days;

    address public owner;
    mapping(address => bool) public isGuardian;
    uint256 public guardianCount;

    uint256 public round;
    address public proposedOwner;
    uint256 public approvals;
    uint256 public recoveryEta;
    mapping(uint256 => mapping(address => bool)) public approvedInRound;

    event RecoveryApproved(address indexed guardian, address indexed proposedOwner, uint256 approvals);
    event RecoveryFinalized(address indexed newOwner);
    event RecoveryCancelled(uint256 round);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor(address owner_, address[] memory guardians) {
        require(owner_ != address(0), "zero owner");
        owner = owner_;
        for (uint256 i = 0; i < guardians.length; i++) {
            require(guardians[i] != address(0) && !isGuardian[guardians[i]], "bad guardian");
            isGuardian[guardians[i]] = true;
        }
        guardianCount = guardians.length;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }

    function approveRecovery(address newOwner) external {
        require(isGuardian[msg.sender], "not guardian");
        require(newOwner != address(0), "zero owner");
        if (proposedOwner != newOwner) {
            round += 1;
            proposedOwner = newOwner;
            approvals = 0;
            recoveryEta = 0;
        }
        require(!approvedInRound[round][msg.sender], "already approved");
        approvedInRound[round][msg.sender] = true;
        approvals += 1;
        if (approvals * 2 > guardianCount && recoveryEta == 0) {
            recoveryEta = block.timestamp + RECOVERY_DELAY;
        }
        emit RecoveryApproved(msg.sender, newOwner, approvals);
    }

    function finalizeRecovery() external {
        require(recoveryEta != 0, "no recovery");
        require(block.timestamp >= recoveryEta, "delay not passed");
        address newOwner = proposedOwner;
        owner = newOwner;
        round += 1;
        proposedOwner = address(0);
        approvals = 0;
        recoveryEta = 0;
        emit RecoveryFinalized(newOwner);
    }

    function cancelRecovery() external onlyOwner {
        round += 1;
        proposedOwner = address(0);
        approvals = 0;
        recoveryEta = 0;
        emit RecoveryCancelled(round);
    }

    function setGuardian(address guardian, bool enabled) external onlyOwner {
        require(guardian != address(0), "zero guardian");
        require(isGuardian[guardian] != enabled, "unchanged");
        isGuardian[guardian] = enabled;
        if (enabled) guardianCount += 1;
        else guardianCount -= 1;
    }
}
