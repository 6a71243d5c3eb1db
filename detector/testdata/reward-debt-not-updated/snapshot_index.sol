// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// A boardroom: the accumulator's values are kept in a record, and each member's snapshot is its index in the
// record. Staking without moving the index pays the new stake for every value recorded since.
contract IndexedBoardroom {
    struct Seat {
        uint256 lastIndex;
        uint256 earnedSoFar;
    }
    struct Snapshot {
        uint256 time;
        uint256 perShare;
    }

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => Seat) public seats;
    Snapshot[] public history;

    modifier settle(address member) {
        Seat memory seat = seats[member];
        seat.earnedSoFar = earned(member);
        seat.lastIndex = history.length - 1;
        seats[member] = seat;
        _;
    }

    function latest() public view returns (uint256) {
        return history[history.length - 1].perShare;
    }

    function earned(address member) public view returns (uint256) {
        uint256 current = latest();
        uint256 stored = history[seats[member].lastIndex].perShare;
        return balanceOf[member] * (current - stored) / 1e18 + seats[member].earnedSoFar;
    }

    function stake(uint256 amount) external {
        totalSupply += amount;
        balanceOf[msg.sender] += amount; // want "IndexedBoardroom.stake\\(\\) raises balanceOf\\[msg.sender\\] but leaves the snapshot it is paid against as it was"
    }

    function withdraw(uint256 amount) external settle(msg.sender) {
        totalSupply -= amount;
        balanceOf[msg.sender] -= amount;
    }
}

// Safe: every change of the stake settles first and moves the member's index.
contract SettledBoardroom {
    struct Seat {
        uint256 lastIndex;
        uint256 earnedSoFar;
    }
    struct Snapshot {
        uint256 time;
        uint256 perShare;
    }

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => Seat) public seats;
    Snapshot[] public history;

    modifier settle(address member) {
        Seat memory seat = seats[member];
        seat.earnedSoFar = earned(member);
        seat.lastIndex = history.length - 1;
        seats[member] = seat;
        _;
    }

    function latest() public view returns (uint256) {
        return history[history.length - 1].perShare;
    }

    function earned(address member) public view returns (uint256) {
        uint256 current = latest();
        uint256 stored = history[seats[member].lastIndex].perShare;
        return balanceOf[member] * (current - stored) / 1e18 + seats[member].earnedSoFar;
    }

    function stake(uint256 amount) external settle(msg.sender) {
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external settle(msg.sender) {
        totalSupply -= amount;
        balanceOf[msg.sender] -= amount;
    }
}
