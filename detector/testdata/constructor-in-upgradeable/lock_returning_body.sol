// SPDX-License-Identifier: MIT
// Safe: a nonReentrant function that returns from its body still runs the modifier's release (`_status = 1`),
// and OpenZeppelin 5's guard takes and releases the lock in two private helpers: neither is a one-time flag.
pragma solidity ^0.8.20;
abstract contract NonReentrant {
    uint256 private _status = 1;
    modifier nonReentrant() {
        require(_status == 1, "reentered");
        _status = 2;
        _;
        _status = 1;
    }
}
contract Market is NonReentrant {
    address public admin;
    mapping(address => uint256) public balanceOf;
    constructor() { admin = msg.sender; }
    function transfer(address to, uint256 amount) external nonReentrant returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

abstract contract ReentrancyGuard5 {
    uint256 private _status;
    constructor() { _status = 1; }
    modifier nonReentrant() {
        _before();
        _;
        _after();
    }
    function _before() private {
        if (_status == 2) revert();
        _status = 2;
    }
    function _after() private {
        _status = 1;
    }
}
contract Vault is ReentrancyGuard5 {
    address public feeRecipient;
    mapping(address => uint256) public etherBalance;
    constructor(address r) { feeRecipient = r; }
    function withdraw(uint256 amount) external nonReentrant {
        uint256 b = etherBalance[msg.sender];
        if (amount > b) revert();
        etherBalance[msg.sender] = b - amount;
        payable(msg.sender).transfer(amount);
    }
}
