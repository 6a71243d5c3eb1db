// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Two contracts declare a struct named Entry: only the vault's holds a mapping. Each contract's
// Slot.entry is typed where the struct is declared.
contract Ledger {
    struct Entry {
        uint256 amount;
        uint64 at;
    }

    struct Slot {
        Entry entry;
        address owner;
    }

    mapping(uint256 => Slot) private slots;
    address private immutable keeper = msg.sender;

    // Safe: Ledger's Entry holds no mapping, whatever another contract's Entry holds.
    function drop(uint256 id) external {
        require(msg.sender == keeper, "keeper");
        delete slots[id];
    }
}

contract Vault {
    struct Entry {
        uint256 shares;
        mapping(address => uint256) allowed;
    }

    struct Slot {
        Entry entry;
        address owner;
    }

    struct Book {
        uint256 opened;
        Entry[] entries;
    }

    mapping(uint256 => Slot) private slots;
    mapping(uint256 => Book) private books;
    address private immutable keeper = msg.sender;

    function drop(uint256 id) external {
        require(msg.sender == keeper, "keeper");
        delete slots[id]; // want "deletes slots\\[id\\] \\(struct Slot\\), whose mapping entry delete leaves in place"
    }

    function close(uint256 id) external {
        require(msg.sender == keeper, "keeper");
        delete books[id]; // want "deletes books\\[id\\] \\(struct Book\\), whose mapping entries delete leaves in place"
    }
}
