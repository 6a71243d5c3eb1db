// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// Solidly-style veNFT locks: each lock is a token id with its own amount and end, voting power decays to the end.
contract VeNftLocks {
    struct LockedBalance {
        int128 amount;
        uint256 end;
    }

    uint256 internal constant WEEK = 1 weeks;
    uint256 internal constant MAXTIME = 4 * 365 days;

    IERC20 public immutable token;
    uint256 public tokenId;
    uint256 public supply;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => LockedBalance) public locked;

    uint256 private unlocked = 1;

    modifier nonreentrant() {
        require(unlocked == 1, "locked");
        unlocked = 2;
        _;
        unlocked = 1;
    }

    constructor(IERC20 _token) {
        token = _token;
    }

    function create_lock_for(uint256 value, uint256 duration, address to) external nonreentrant returns (uint256 id) {
        uint256 unlockTime = ((block.timestamp + duration) / WEEK) * WEEK;
        require(value > 0, "zero value");
        require(unlockTime > block.timestamp, "unlock in the past");
        require(unlockTime <= block.timestamp + MAXTIME, "max 4 years");
        id = ++tokenId;
        ownerOf[id] = to;
        _deposit_for(id, value, unlockTime);
    }

    function increase_amount(uint256 id, uint256 value) external nonreentrant {
        require(ownerOf[id] == msg.sender, "not owner");
        LockedBalance memory l = locked[id];
        require(value > 0, "zero value");
        require(l.amount > 0, "no lock");
        require(l.end > block.timestamp, "expired");
        _deposit_for(id, value, 0);
    }

    function _deposit_for(uint256 id, uint256 value, uint256 unlockTime) internal {
        LockedBalance memory l = locked[id];
        supply += value;
        // A value above 2^127 wraps to a negative amount: the lock's book value shrinks while supply grows.
        // <yes> <report> ARITHMETIC
        l.amount += int128(int256(value));
        if (unlockTime != 0) {
            l.end = unlockTime;
        }
        locked[id] = l;
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
    }

    function withdraw(uint256 id) external nonreentrant {
        require(ownerOf[id] == msg.sender, "not owner");
        LockedBalance memory l = locked[id];
        require(block.timestamp >= l.end, "not expired");
        uint256 value = uint256(int256(l.amount));
        locked[id] = LockedBalance(0, 0);
        supply -= value;
        delete ownerOf[id];
        require(token.transfer(msg.sender, value), "transfer");
    }

    function balanceOfNFT(uint256 id) external view returns (uint256) {
        LockedBalance memory l = locked[id];
        if (l.end <= block.timestamp) return 0;
        return (uint256(int256(l.amount)) * (l.end - block.timestamp)) / MAXTIME;
    }
}
