// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract ReentrancyGuard {
    uint256 private _locked = 1;

    modifier nonReentrant() {
        require(_locked == 1, "REENTRANCY");
        _locked = 2;
        _;
        _locked = 1;
    }
}

/// Simplified vote-escrow: voting power decays linearly to zero at the lock end; weeks are the time unit.
contract VoteEscrow is ReentrancyGuard {
    struct Lock {
        uint128 amount;
        uint64 end;
    }

    uint256 public constant WEEK = 7 days;
    uint256 public constant MAXTIME = 4 * 365 days;

    IERC20 public immutable token;
    address public admin;
    address public pendingAdmin;
    bool public emergencyUnlock;
    uint256 public supply;
    mapping(address => Lock) public locked;

    event Deposit(address indexed provider, uint256 value, uint256 end);
    event Withdraw(address indexed provider, uint256 value);
    event EmergencyUnlock();

    constructor(IERC20 _token) {
        token = _token;
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    function transferAdmin(address next) external onlyAdmin {
        pendingAdmin = next;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "pending admin");
        admin = pendingAdmin;
        pendingAdmin = address(0);
    }

    function setEmergencyUnlock() external onlyAdmin {
        emergencyUnlock = true;
        emit EmergencyUnlock();
    }

    function balanceOf(address account) external view returns (uint256) {
        Lock memory l = locked[account];
        if (l.end <= block.timestamp) return 0;
        return uint256(l.amount) * (l.end - block.timestamp) / MAXTIME;
    }

    function createLock(uint256 value, uint256 unlockTime) external nonReentrant {
        uint256 end = unlockTime / WEEK * WEEK;
        Lock storage l = locked[msg.sender];
        require(value > 0, "zero value");
        require(l.amount == 0, "withdraw old tokens first");
        require(end > block.timestamp, "can only lock until time in the future");
        require(end <= block.timestamp + MAXTIME, "voting lock can be 4 years max");
        require(value <= type(uint128).max, "value too large");
        l.amount = uint128(value);
        l.end = uint64(end);
        supply += value;
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
        emit Deposit(msg.sender, value, end);
    }

    function increaseAmount(uint256 value) external nonReentrant {
        Lock storage l = locked[msg.sender];
        require(value > 0, "zero value");
        require(l.amount > 0, "no existing lock found");
        require(l.end > block.timestamp, "cannot add to expired lock");
        require(uint256(l.amount) + value <= type(uint128).max, "value too large");
        l.amount += uint128(value);
        supply += value;
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
        emit Deposit(msg.sender, value, l.end);
    }

    function increaseUnlockTime(uint256 unlockTime) external nonReentrant {
        Lock storage l = locked[msg.sender];
        uint256 end = unlockTime / WEEK * WEEK;
        require(l.end > block.timestamp, "lock expired");
        require(l.amount > 0, "nothing is locked");
        require(end > l.end, "can only increase lock duration");
        require(end <= block.timestamp + MAXTIME, "voting lock can be 4 years max");
        l.end = uint64(end);
        emit Deposit(msg.sender, 0, end);
    }

    function withdraw() external nonReentrant {
        Lock storage l = locked[msg.sender];
        require(block.timestamp >= l.end || emergencyUnlock, "the lock didn't expire");
        uint256 value = l.amount;
        l.amount = 0;
        l.end = 0;
        supply -= value;
        require(token.transfer(msg.sender, value), "transfer");
        emit Withdraw(msg.sender, value);
    }
}
