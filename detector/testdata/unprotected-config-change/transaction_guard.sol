// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.19;

interface ITransactionGuard {
    function checkTransaction(address to, uint256 value, bytes calldata data, address executor) external;
}

// Vulnerable: the guard every owner transaction must pass, asked through a local copy, is replaced by anyone.
contract OpenGuardWallet {
    mapping(address => bool) public isOwner;
    address public guard;

    constructor(address owner) {
        isOwner[owner] = true;
    }

    function setGuard(address newGuard) external { // want "OpenGuardWallet.setGuard\\(\\) lets any caller replace guard, which OpenGuardWallet.execTransaction\\(\\) calls before paying out"
        guard = newGuard;
    }

    function execTransaction(address to, uint256 value, bytes calldata data) external {
        require(isOwner[msg.sender], "not owner");
        address current = guard;
        if (current != address(0)) {
            ITransactionGuard(current).checkTransaction(to, value, data, msg.sender);
        }
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }
}

// Safe: the guard changes only through the wallet's own transaction.
contract SelfGuardWallet {
    mapping(address => bool) public isOwner;
    address public guard;

    constructor(address owner) {
        isOwner[owner] = true;
    }

    function setGuard(address newGuard) external {
        require(msg.sender == address(this), "only wallet");
        guard = newGuard;
    }

    function execTransaction(address to, uint256 value, bytes calldata data) external {
        require(isOwner[msg.sender], "not owner");
        address current = guard;
        if (current != address(0)) {
            ITransactionGuard(current).checkTransaction(to, value, data, msg.sender);
        }
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }
}

// Safe: a listener told after the payment decides nothing about it.
contract NotifyAfter {
    address public listener;
    mapping(address => uint256) public owed;

    function setListener(address l) external {
        listener = l;
    }

    function claim() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
        ITransactionGuard(listener).checkTransaction(msg.sender, amount, "", msg.sender);
    }
}
