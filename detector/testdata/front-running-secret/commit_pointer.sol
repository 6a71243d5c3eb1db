// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A sealed bid read through a storage pointer to the caller's entry: the hash leaves the caller out, so a
// copied commitment reveals the same bid for anyone.
contract PointerUnbound {
    struct Commit {
        bytes32 hash;
        uint256 deposit;
        bool revealed;
    }

    mapping(address => Commit) public commits;
    address public winner;
    uint256 public highest;

    function commit(bytes32 hash) external payable {
        commits[msg.sender] = Commit(hash, msg.value, false);
    }

    function reveal(uint256 amount, bytes32 salt) external { // want "PointerUnbound.reveal\\(\\) checks the caller's commitment against a hash of the revealed values that leaves the caller out"
        Commit storage c = commits[msg.sender];
        require(!c.revealed, "revealed");
        require(keccak256(abi.encodePacked(amount, salt)) == c.hash, "bad reveal");
        c.revealed = true;
        if (amount > highest && amount <= c.deposit) {
            highest = amount;
            winner = msg.sender;
        }
    }
}

// The same bid bound to its bidder: a copied commitment reveals nothing for another caller.
contract PointerBound {
    struct Commit {
        bytes32 hash;
        uint256 deposit;
        bool revealed;
    }

    mapping(address => Commit) public commits;
    address public winner;
    uint256 public highest;

    function commit(bytes32 hash) external payable {
        commits[msg.sender] = Commit(hash, msg.value, false);
    }

    function reveal(uint256 amount, bytes32 salt) external {
        Commit storage c = commits[msg.sender];
        require(!c.revealed, "revealed");
        require(keccak256(abi.encodePacked(msg.sender, amount, salt)) == c.hash, "bad reveal");
        c.revealed = true;
        if (amount > highest && amount <= c.deposit) {
            highest = amount;
            winner = msg.sender;
        }
    }
}

// A pointer the function moves to another entry is not the caller's entry.
contract PointerMoved {
    struct Commit {
        bytes32 hash;
        uint256 deposit;
    }

    mapping(address => Commit) public commits;
    address public winner;

    function claim(address owner, uint256 amount, bytes32 salt) external {
        Commit storage c = commits[msg.sender];
        c = commits[owner];
        require(keccak256(abi.encodePacked(amount, salt)) == c.hash, "bad");
        winner = msg.sender;
    }
}
