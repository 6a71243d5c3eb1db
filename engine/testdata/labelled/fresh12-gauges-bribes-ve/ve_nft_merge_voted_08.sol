// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// veNFT with merge: two locks of one owner become one, at the later of the two ends.
contract MergeableVeNft {
    address public immutable voter;

    struct LockedBalance {
        uint256 amount;
        uint256 end;
    }

    uint256 internal constant WEEK = 1 weeks;
    uint256 internal constant MAXTIME = 4 * 365 days;

    IERC20 public immutable token;
    uint256 public nextId = 1;
    uint256 public supply;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => LockedBalance) public locked;
    mapping(uint256 => bool) public voted;

    constructor(IERC20 _token, address _voter) {
        token = _token;
        voter = _voter;
    }

    // The voter marks a lock when it votes and clears the mark when the lock resets its votes.
    function setVoted(uint256 id, bool isVoted) external {
        require(msg.sender == voter, "voter only");
        voted[id] = isVoted;
    }

    function createLock(uint256 value, uint256 duration) external returns (uint256 id) {
        uint256 end = ((block.timestamp + duration) / WEEK) * WEEK;
        require(value > 0, "zero");
        require(end > block.timestamp && end <= block.timestamp + MAXTIME, "bad duration");
        id = nextId++;
        ownerOf[id] = msg.sender;
        locked[id] = LockedBalance(value, end);
        supply += value;
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
    }

    function merge(uint256 from, uint256 to) external {
        require(from != to, "same lock");
        require(ownerOf[from] == msg.sender && ownerOf[to] == msg.sender, "not owner");
        LockedBalance memory a = locked[from];
        LockedBalance memory b = locked[to];
        uint256 end = a.end >= b.end ? a.end : b.end;
        locked[from] = LockedBalance(0, 0);
        delete ownerOf[from];
        // A lock that has voted is merged without a reset: its weight stays counted on the gauges it voted
        // for while the same tokens vote again through the merged lock.
        // <yes> <report> OTHER
        locked[to] = LockedBalance(a.amount + b.amount, end);
    }

    function withdraw(uint256 id) external {
        require(ownerOf[id] == msg.sender, "not owner");
        require(!voted[id], "voted");
        LockedBalance memory l = locked[id];
        require(block.timestamp >= l.end, "locked");
        locked[id] = LockedBalance(0, 0);
        delete ownerOf[id];
        supply -= l.amount;
        require(token.transfer(msg.sender, l.amount), "transfer");
    }

    function balanceOfNFT(uint256 id) external view returns (uint256) {
        LockedBalance memory l = locked[id];
        if (l.end <= block.timestamp) return 0;
        return (l.amount * (l.end - block.timestamp)) / MAXTIME;
    }
}
