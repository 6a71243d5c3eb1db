// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Vulnerable: the confirmation is recorded and counted, never checked.
contract RecountedMultiSig {
    struct Transaction {
        address to;
        uint256 value;
        bool executed;
        uint256 numConfirmations;
    }

    mapping(address => bool) public isOwner;
    mapping(uint256 => mapping(address => bool)) public isConfirmed;
    Transaction[] public transactions;
    uint256 public required;

    modifier onlyOwner() {
        require(isOwner[msg.sender], "not owner");
        _;
    }

    function confirm(uint256 txIndex) external onlyOwner {
        Transaction storage t = transactions[txIndex];
        t.numConfirmations += 1; // want "RecountedMultiSig.confirm\\(\\) records the caller's approval in isConfirmed and counts it in t.numConfirmations, but never checks isConfirmed first"
        isConfirmed[txIndex][msg.sender] = true;
    }

    function execute(uint256 txIndex) external onlyOwner {
        Transaction storage t = transactions[txIndex];
        require(!t.executed && t.numConfirmations >= required, "not confirmed");
        t.executed = true;
        (bool ok, ) = t.to.call{value: t.value}("");
        require(ok, "failed");
    }
}

// Vulnerable: a vote counted with ++ and a flag that nothing reads.
contract Poll {
    mapping(address => bool) public voted;
    mapping(uint256 => uint256) public tally;

    function vote(uint256 option) external {
        voted[msg.sender] = true;
        tally[option]++; // want "Poll.vote\\(\\) records the caller's approval in voted and counts it in tally\\[option\\]"
    }
}

// Safe: the flag is checked inline, in a modifier, or in a helper before counting.
contract CheckedConfirmations {
    mapping(uint256 => mapping(address => bool)) public isConfirmed;
    mapping(uint256 => uint256) public confirmations;
    mapping(address => bool) public voted;
    uint256 public votes;
    mapping(address => bool) public joined;
    uint256 public members;

    modifier notConfirmed(uint256 id) {
        require(!isConfirmed[id][msg.sender], "confirmed");
        _;
    }

    function confirm(uint256 id) external notConfirmed(id) {
        isConfirmed[id][msg.sender] = true;
        confirmations[id] += 1;
    }

    function vote() external {
        require(!voted[msg.sender], "voted");
        voted[msg.sender] = true;
        votes++;
    }

    function _requireNew(address who) internal view {
        if (joined[who]) revert("member");
    }

    function join() external {
        _requireNew(msg.sender);
        joined[msg.sender] = true;
        members += 1;
    }
}

// Safe: the flag is keyed by an account the caller names, and the count is a weight, not a head count.
contract Other {
    mapping(address => bool) public listed;
    mapping(address => bool) public backed;
    uint256 public listings;
    uint256 public weight;
    address public admin;

    function list(address who) external {
        require(msg.sender == admin, "admin");
        listed[who] = true;
        listings += 1;
    }

    function back(uint256 amount) external {
        backed[msg.sender] = true;
        weight += amount;
    }
}
