// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IUpgradeableProxy {
    function upgradeTo(address newImplementation) external;
}

// The admin of a set of proxies, with a public delay users can watch: every upgrade is queued, waits at least
// MIN_DELAY, and may then be executed. The ready time is packed into 64 bits; a delay chosen so that the sum
// passes 2^64 wraps to a time in the past and the upgrade can run in the same block.
contract UpgradeTimelock {
    struct QueuedUpgrade {
        address implementation;
        uint64 readyAt;
        bool executed;
    }

    uint256 public constant MIN_DELAY = 2 days;

    address public admin;
    mapping(address => QueuedUpgrade) public queued;

    event UpgradeQueued(address indexed proxy, address indexed implementation, uint64 readyAt);
    event UpgradeExecuted(address indexed proxy, address indexed implementation);
    event UpgradeCancelled(address indexed proxy);

    constructor(address admin_) {
        admin = admin_;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "UpgradeTimelock: not admin");
        _;
    }

    function queueUpgrade(address proxy, address implementation, uint256 delay) external onlyAdmin {
        require(implementation.code.length > 0, "UpgradeTimelock: not a contract");
        require(delay >= MIN_DELAY, "UpgradeTimelock: delay too short");
        // <yes> <report> ARITHMETIC
        uint64 readyAt = uint64(block.timestamp + delay);
        queued[proxy] = QueuedUpgrade(implementation, readyAt, false);
        emit UpgradeQueued(proxy, implementation, readyAt);
    }

    function cancelUpgrade(address proxy) external onlyAdmin {
        delete queued[proxy];
        emit UpgradeCancelled(proxy);
    }

    function executeUpgrade(address proxy) external {
        QueuedUpgrade storage q = queued[proxy];
        require(q.implementation != address(0), "UpgradeTimelock: nothing queued");
        require(!q.executed, "UpgradeTimelock: already executed");
        require(block.timestamp >= q.readyAt, "UpgradeTimelock: not ready");
        q.executed = true;
        IUpgradeableProxy(proxy).upgradeTo(q.implementation);
        emit UpgradeExecuted(proxy, q.implementation);
    }

    function setAdmin(address newAdmin) external {
        require(msg.sender == address(this), "UpgradeTimelock: only through the timelock");
        admin = newAdmin;
    }
}
