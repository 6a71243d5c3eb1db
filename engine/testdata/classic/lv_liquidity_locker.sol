// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: call failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Unicrypt/Team.Finance-style LP locker: a lock belongs to its owner, only grows longer, and pays out only to
/// its owner after the unlock time. Deposits are credited by the balance actually received.
contract LpTokenLocker is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Lock {
        IERC20 lpToken;
        address owner;
        uint256 amount;
        uint64 unlockTime;
        bool withdrawn;
    }

    uint64 public constant MAX_LOCK = 3650 days;

    Lock[] public locks;

    event Locked(uint256 indexed id, address indexed owner, address lpToken, uint256 amount, uint64 unlockTime);
    event Relocked(uint256 indexed id, uint64 unlockTime);
    event LockTransferred(uint256 indexed id, address indexed newOwner);
    event Withdrawn(uint256 indexed id, uint256 amount);

    function lock(IERC20 lpToken, uint256 amount, uint64 unlockTime) external nonReentrant returns (uint256 id) {
        require(unlockTime > block.timestamp && unlockTime <= block.timestamp + MAX_LOCK, "Locker: bad unlock time");
        uint256 before = lpToken.balanceOf(address(this));
        lpToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = lpToken.balanceOf(address(this)) - before;
        id = locks.length;
        locks.push(Lock(lpToken, msg.sender, received, unlockTime, false));
        emit Locked(id, msg.sender, address(lpToken), received, unlockTime);
    }

    function relock(uint256 id, uint64 newUnlockTime) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "Locker: not lock owner");
        require(newUnlockTime > l.unlockTime, "Locker: must extend");
        require(newUnlockTime <= block.timestamp + MAX_LOCK, "Locker: too long");
        l.unlockTime = newUnlockTime;
        emit Relocked(id, newUnlockTime);
    }

    function transferLockOwnership(uint256 id, address newOwner) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "Locker: not lock owner");
        require(newOwner != address(0), "Locker: zero owner");
        l.owner = newOwner;
        emit LockTransferred(id, newOwner);
    }

    function withdraw(uint256 id) external nonReentrant {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "Locker: not lock owner");
        require(block.timestamp >= l.unlockTime, "Locker: still locked");
        require(!l.withdrawn, "Locker: withdrawn");
        l.withdrawn = true;
        l.lpToken.safeTransfer(l.owner, l.amount);
        emit Withdrawn(id, l.amount);
    }
}
