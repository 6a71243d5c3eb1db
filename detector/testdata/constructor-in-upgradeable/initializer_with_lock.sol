// SPDX-License-Identifier: MIT
// Vulnerable: an OpenZeppelin 4-style initializer beside a reentrancy lock that returns from its body: the
// lock is no flag, but the initializer's flag still is, and the constructor's owner is lost behind a proxy.
pragma solidity ^0.8.20;
abstract contract Initializable {
    bool private _initialized;
    modifier initializer() {
        require(!_initialized, "initialized");
        _initialized = true;
        _;
    }
}
abstract contract NonReentrant {
    uint256 private _status = 1;
    modifier nonReentrant() {
        require(_status == 1, "reentered");
        _status = 2;
        _;
        _status = 1;
    }
}
contract Pool is Initializable, NonReentrant {
    address public owner;
    uint256 public fee;
    constructor() {
        owner = msg.sender; // want "Pool is set up by Pool.initialize\\(\\) behind a proxy, but its constructors store owner"
    }
    function initialize(uint256 f) external initializer {
        fee = f;
    }
    function swap(uint256 a) external nonReentrant returns (uint256) {
        return a * fee;
    }
}
