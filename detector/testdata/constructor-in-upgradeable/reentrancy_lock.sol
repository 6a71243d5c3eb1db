// SPDX-License-Identifier: MIT
// Safe: a reentrancy lock set on the way in and released on the way out is no one-time flag, and withdraw() no
// initializer: the constructor's writes are a plain contract's.
pragma solidity ^0.8.20;
abstract contract ReentrancyGuard {
    uint256 private _status;
    constructor() { _status = 1; }
    modifier nonReentrant() {
        require(_status != 2);
        _status = 2;
        _;
        _status = 1;
    }
}
contract Vault is ReentrancyGuard {
    address public owner;
    mapping(address => uint256) public bal;
    constructor() { owner = msg.sender; }
    function withdraw() external nonReentrant {
        uint256 a = bal[msg.sender];
        bal[msg.sender] = 0;
        payable(msg.sender).transfer(a);
    }
}
