// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Liquidity locker used by a launchpad: projects lock their LP tokens to show they cannot rug.
/// withdraw() checks the lock time but not the lock owner, and pays the caller.
contract LiquidityLocker {
    struct Lock {
        address lpToken;
        address owner;
        uint256 amount;
        uint256 unlockTime;
        bool withdrawn;
    }

    Lock[] public locks;
    mapping(address => uint256[]) public locksOf;

    event Locked(uint256 indexed id, address indexed owner, address lpToken, uint256 amount, uint256 unlockTime);
    event Withdrawn(uint256 indexed id, address indexed to, uint256 amount);

    function lock(address lpToken, uint256 amount, uint256 unlockTime) external returns (uint256 id) {
        require(unlockTime > block.timestamp, "Locker: unlock in past");
        require(IERC20(lpToken).transferFrom(msg.sender, address(this), amount), "Locker: transfer in");
        id = locks.length;
        locks.push(Lock(lpToken, msg.sender, amount, unlockTime, false));
        locksOf[msg.sender].push(id);
        emit Locked(id, msg.sender, lpToken, amount, unlockTime);
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(block.timestamp >= l.unlockTime, "Locker: still locked");
        require(!l.withdrawn, "Locker: withdrawn");
        l.withdrawn = true;
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(l.lpToken).transfer(msg.sender, l.amount), "Locker: transfer out");
        emit Withdrawn(id, msg.sender, l.amount);
    }
}
