pragma solidity ^0.8.0;

// A ticket's used flag: the scanners set it behind a check; an open function that sets it too (after testing it
// is unset) throws the same switch for anyone.
contract Gate {
    address public organiser;
    mapping(address => bool) public scanners;
    mapping(uint256 => bool) public used;
    constructor() {
        organiser = msg.sender;
    }

    function setScanner(address s, bool on) external {
        require(msg.sender == organiser);
        scanners[s] = on;
    }

    function checkIn(uint256 id) external {
        require(scanners[msg.sender]);
        require(!used[id]);
        used[id] = true;
    }

    function voidTicket(uint256 id) external { // want "Gate.voidTicket\\(\\) lets any caller set used\\[id\\], which every other function that changes used does only behind an access check"
        require(!used[id]);
        used[id] = true;
    }
}

// Safe: the holder voids their own ticket.
contract HolderGate {
    address public organiser;
    mapping(uint256 => bool) public used;
    mapping(uint256 => address) public holder;

    constructor() {
        organiser = msg.sender;
    }

    function checkIn(uint256 id) external {
        require(msg.sender == organiser);
        require(!used[id]);
        used[id] = true;
    }

    function voidOwn(uint256 id) external {
        require(msg.sender == holder[id]);
        require(!used[id]);
        used[id] = true;
    }
}

// Safe: a condition beyond the flag itself (the ticket must have expired).
contract ExpiringGate {
    address public organiser;
    mapping(uint256 => bool) public used;
    mapping(uint256 => uint256) public expiry;

    constructor() {
        organiser = msg.sender;
    }

    function checkIn(uint256 id) external {
        require(msg.sender == organiser);
        require(!used[id]);
        used[id] = true;
    }

    function retireExpired(uint256 id) external {
        require(expiry[id] != 0 && block.timestamp > expiry[id]);
        require(!used[id]);
        used[id] = true;
    }
}

// Safe: the open write stores another value than the guarded one; it is the record's own step back.
contract Lock {
    address public admin;
    mapping(uint256 => bool) public locked;
    mapping(uint256 => uint256) public unlockAt;

    constructor() {
        admin = msg.sender;
    }

    function lock(uint256 id) external {
        require(msg.sender == admin);
        locked[id] = true;
        unlockAt[id] = block.timestamp + 1 days;
    }

    function unlock(uint256 id) external {
        require(locked[id]);
        require(block.timestamp >= unlockAt[id]);
        locked[id] = false;
    }
}
