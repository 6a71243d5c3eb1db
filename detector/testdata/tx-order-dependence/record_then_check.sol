pragma solidity ^0.4.24;

// A transaction recorded before the caller is checked: when every way out of the function passes the check (the
// record is confirmed as an owner's), a stranger's call reverts with its record. When a way out skips the check,
// anyone can rewrite a pending payment first.
contract RecordThenConfirm {
    mapping(address => bool) public isOwner;

    struct Transfer {
        address to;
        uint value;
        bool executed;
    }

    mapping(uint => Transfer) public transfers;
    mapping(uint => uint) public confirmations;
    uint public required = 2;

    modifier ownerExists(address owner) {
        require(isOwner[owner]);
        _;
    }

    constructor(address[] _owners) public {
        for (uint i = 0; i < _owners.length; i++) {
            isOwner[_owners[i]] = true;
        }
    }

    function() public payable {}

    function submit(uint id, address to, uint value) public {
        transfers[id] = Transfer(to, value, false);
        confirm(id);
    }

    function confirm(uint id) public ownerExists(msg.sender) {
        confirmations[id] += 1;
        execute(id);
    }

    function execute(uint id) public ownerExists(msg.sender) {
        Transfer storage t = transfers[id];
        if (confirmations[id] >= required && !t.executed) {
            t.executed = true;
            t.to.transfer(t.value);
        }
    }
}

contract RecordMaybeConfirm {
    mapping(address => bool) public isOwner;

    struct Transfer {
        address to;
        uint value;
        bool executed;
    }

    mapping(uint => Transfer) public transfers;
    mapping(uint => uint) public confirmations;
    uint public required = 2;

    modifier ownerExists(address owner) {
        require(isOwner[owner]);
        _;
    }

    constructor(address[] _owners) public {
        for (uint i = 0; i < _owners.length; i++) {
            isOwner[_owners[i]] = true;
        }
    }

    function() public payable {}

    function submit(uint id, address to, uint value, bool andConfirm) public {
        transfers[id] = Transfer(to, value, false);
        if (andConfirm) {
            confirm(id);
        }
    }

    function confirm(uint id) public ownerExists(msg.sender) {
        confirmations[id] += 1;
        execute(id);
    }

    function execute(uint id) public ownerExists(msg.sender) { // want "RecordMaybeConfirm.execute\\(\\) sends ether using transfers, which any caller can change first"
        Transfer storage t = transfers[id];
        if (confirmations[id] >= required && !t.executed) {
            t.executed = true;
            t.to.transfer(t.value);
        }
    }
}
