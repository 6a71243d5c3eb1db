// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Time-locked deposits of a rebasing staking token (stETH, AMPL); many users share the contract's balance.
contract RebasingTimelock {
    struct Lock {
        uint256 amount;
        uint256 unlockAt;
    }

    IERC20 public immutable token;
    mapping(address => Lock[]) public locks;
    uint256 public totalLocked;

    constructor(IERC20 _token) {
        token = _token;
    }

    function lock(uint256 amount, uint256 duration) external {
        require(duration >= 1 days && duration <= 4 * 365 days, "duration");
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        // <yes> <report> OTHER
        locks[msg.sender].push(Lock(amount, block.timestamp + duration));
        totalLocked += amount;
    }

    function unlock(uint256 index) external {
        Lock storage l = locks[msg.sender][index];
        require(l.amount > 0, "empty");
        require(block.timestamp >= l.unlockAt, "locked");
        uint256 amount = l.amount;
        l.amount = 0;
        totalLocked -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
