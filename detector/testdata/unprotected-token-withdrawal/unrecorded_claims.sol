// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
}

// A one-time drop whose claimed flag is read but never written: every caller claims again and again.
contract ForgetfulDrop {
    IERC20 public immutable token;
    uint256 public constant AMOUNT = 100e18;
    mapping(address => bool) public claimed;

    constructor(IERC20 t) {
        token = t;
    }

    function claim() external { // want "ForgetfulDrop.claim\\(\\) lets every caller its checks admit transfer AMOUNT of the contract's tokens to msg.sender, again and again: it records nothing of the payout"
        require(!claimed[msg.sender]);
        require(token.transfer(msg.sender, AMOUNT));
    }
}

// Safe: the flag is set before the transfer, and a listed payee that is not the caller.
contract RecordedDrop {
    IERC20 public immutable token;
    address public owner = msg.sender;
    uint256 public constant AMOUNT = 100e18;
    mapping(address => bool) public claimed;
    mapping(address => bool) public payees;

    constructor(IERC20 t) {
        token = t;
    }

    function setPayee(address p) external {
        require(msg.sender == owner);
        payees[p] = true;
    }

    function claim() external {
        require(!claimed[msg.sender]);
        claimed[msg.sender] = true;
        require(token.transfer(msg.sender, AMOUNT));
    }

    function pay(address to) external {
        require(payees[to]);
        require(token.transfer(to, AMOUNT));
    }
}
