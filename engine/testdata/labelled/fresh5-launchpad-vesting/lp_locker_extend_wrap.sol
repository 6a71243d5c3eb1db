// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Token timelock with a packed lock record. "Extending" the lock adds to a uint64 without a check in 0.7:
/// a lock owner adds 2**64 - unlockTime + now and the lock opens immediately, while the UI shows "extended".
contract TeamTokenLocker {
    struct LockInfo {
        address owner;
        uint64 unlockAt;
        uint32 extensions;
        uint128 amount;
    }

    IERC20 public immutable token;
    mapping(uint256 => LockInfo) public lockInfo;
    uint256 public nextId;

    event LockExtended(uint256 indexed id, uint64 unlockAt);

    constructor(IERC20 _token) {
        token = _token;
    }

    function lockTokens(uint128 amount, uint64 duration) external returns (uint256 id) {
        require(token.transferFrom(msg.sender, address(this), amount), "Locker: in");
        id = nextId++;
        lockInfo[id] = LockInfo(msg.sender, uint64(block.timestamp) + duration, 0, amount);
    }

    function extendLock(uint256 id, uint64 extraTime) external {
        LockInfo storage info = lockInfo[id];
        require(msg.sender == info.owner, "Locker: not owner");
        // <yes> <report> ARITHMETIC
        info.unlockAt += extraTime;
        info.extensions += 1;
        emit LockExtended(id, info.unlockAt);
    }

    function unlock(uint256 id) external {
        LockInfo storage info = lockInfo[id];
        require(msg.sender == info.owner, "Locker: not owner");
        require(block.timestamp >= info.unlockAt, "Locker: locked");
        uint128 amount = info.amount;
        info.amount = 0;
        require(token.transfer(info.owner, amount), "Locker: out");
    }
}
