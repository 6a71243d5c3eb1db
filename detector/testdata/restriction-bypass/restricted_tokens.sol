// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

// transfer checks the allowlist and the lock-up through a view; transferFrom moves the same balances unchecked.
contract OneSidedRestriction {
    address public admin;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public allowlist;
    mapping(address => uint256) public lockedUntil;

    constructor() {
        admin = msg.sender;
    }

    function setAllowlist(address who, bool ok) external {
        require(msg.sender == admin);
        allowlist[who] = ok;
    }

    function setLockup(address who, uint256 until) external {
        require(msg.sender == admin);
        lockedUntil[who] = until;
    }

    function restriction(address from, address to) public view returns (uint8) {
        if (!allowlist[from] || !allowlist[to]) return 1;
        if (block.timestamp < lockedUntil[from]) return 2;
        return 0;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(restriction(msg.sender, to) == 0, "restricted");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) { // want "OneSidedRestriction.transferFrom\\(\\) moves balanceOf without checking allowlist, lockedUntil, which OneSidedRestriction.transfer\\(\\) checks"
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        return true;
    }
}

// The freeze is checked in transfer's modifier; transferFrom goes through the same helper without it.
contract FreezeThroughHelper {
    address public owner;
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) public allowed;
    mapping(address => bool) public frozen;

    modifier notFrozen(address who) {
        require(!frozen[who], "frozen");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function freeze(address who, bool f) external {
        require(msg.sender == owner);
        frozen[who] = f;
    }

    function _move(address from, address to, uint256 value) internal {
        balances[from] -= value;
        balances[to] += value;
    }

    function transfer(address to, uint256 value) external notFrozen(msg.sender) returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) { // want "FreezeThroughHelper.transferFrom\\(\\) moves balances without checking frozen"
        allowed[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }
}

// Safe: both paths check the restriction, the second through the shared helper.
contract BothChecked {
    address public owner;
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) public allowed;
    mapping(address => bool) public frozen;

    constructor() {
        owner = msg.sender;
    }

    function freeze(address who, bool f) external {
        require(msg.sender == owner);
        frozen[who] = f;
    }

    function _check(address from) internal view {
        require(!frozen[from], "frozen");
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _check(msg.sender);
        balances[msg.sender] -= value;
        balances[to] += value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _check(from);
        allowed[from][msg.sender] -= value;
        balances[from] -= value;
        balances[to] += value;
        return true;
    }
}

// Safe: the unchecked mover is the agent's forced transfer, behind an access check by design; and a limit that
// holders set themselves is theirs to skip.
contract ForcedAndSelfLimits {
    address public agent;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public frozen;
    mapping(address => uint256) public selfLimit;

    constructor() {
        agent = msg.sender;
    }

    function setFrozen(address who, bool f) external {
        require(msg.sender == agent);
        frozen[who] = f;
    }

    function setSelfLimit(uint256 limit) external {
        selfLimit[msg.sender] = limit;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(!frozen[msg.sender] && !frozen[to], "frozen");
        require(selfLimit[msg.sender] == 0 || value <= selfLimit[msg.sender], "limit");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function forcedTransfer(address from, address to, uint256 value) external {
        require(msg.sender == agent, "agent only");
        balanceOf[from] -= value;
        balanceOf[to] += value;
    }

    function send(address to, uint256 value) external returns (bool) {
        require(!frozen[msg.sender] && !frozen[to], "frozen");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }
}
