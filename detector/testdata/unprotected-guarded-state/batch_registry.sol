// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

// An identity registry the token consults through isVerified(): the table is read by a yes-or-no answer to other
// contracts, not by a check of its own.
contract BatchRegistry {
    struct Investor {
        address identity;
        uint16 country;
        bool verified;
    }

    address public owner;
    mapping(address => bool) public isAgent;
    mapping(address => Investor) public investors;

    modifier onlyAgent() {
        require(isAgent[msg.sender], "not agent");
        _;
    }

    constructor() {
        owner = msg.sender;
        isAgent[msg.sender] = true;
    }

    function register(address wallet, address identity, uint16 country) external onlyAgent {
        investors[wallet] = Investor(identity, country, true);
    }

    function batchRegister(address[] calldata wallets, address[] calldata ids, uint16[] calldata countries) external { // want "BatchRegistry.batchRegister\\(\\) lets any caller set investors\\[wallets\\[i\\]\\]"
        for (uint256 i = 0; i < wallets.length; i++) {
            investors[wallets[i]] = Investor(ids[i], countries[i], true);
        }
    }

    // Safe: the batch is guarded like the single registration.
    function batchRegisterByAgent(address[] calldata wallets, address[] calldata ids, uint16[] calldata countries)
        external
        onlyAgent
    {
        for (uint256 i = 0; i < wallets.length; i++) {
            investors[wallets[i]] = Investor(ids[i], countries[i], true);
        }
    }

    function remove(address wallet) external onlyAgent {
        delete investors[wallet];
    }

    function isVerified(address wallet) external view returns (bool) {
        return investors[wallet].verified;
    }
}

// Safe: a table nothing consults (no check, no yes-or-no answer reads it) is bookkeeping.
contract BatchNotes {
    struct Note {
        address author;
        uint64 at;
    }

    address public owner;
    mapping(bytes32 => Note) public notes;

    constructor() {
        owner = msg.sender;
    }

    function write(bytes32 id, address author, uint64 at) external {
        require(msg.sender == owner, "owner");
        notes[id] = Note(author, at);
    }

    function writeMany(bytes32[] calldata ids, address[] calldata authors, uint64[] calldata ats) external {
        for (uint256 i = 0; i < ids.length; i++) {
            notes[ids[i]] = Note(authors[i], ats[i]);
        }
    }

    function authorOf(bytes32 id) external view returns (address) {
        return notes[id].author;
    }
}
