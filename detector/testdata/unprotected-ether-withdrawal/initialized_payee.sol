// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Safe: the recipient is set once, by the initializer a factory runs in the clone's own deployment
// transaction; release pays only that recipient what has vested.
contract VestingClone {
    address public recipient;
    bool private initialized;
    uint256 public start;
    uint256 public released;

    function initialize(address recipient_) external {
        require(!initialized, "initialized");
        initialized = true;
        recipient = recipient_;
        start = block.timestamp;
    }

    function release() external {
        uint256 amount = address(this).balance;
        released += amount;
        (bool ok, ) = payable(recipient).call{value: amount}("");
        require(ok, "transfer failed");
    }

    receive() external payable {}
}

// Vulnerable: a setter anyone may call at any time picks the recipient.
contract OpenPayee {
    address public recipient;

    function setRecipient(address recipient_) external {
        recipient = recipient_;
    }

    function release() external { // want "OpenPayee.release\\(\\) lets any caller send amount to payable\\(recipient\\)"
        uint256 amount = address(this).balance;
        (bool ok, ) = payable(recipient).call{value: amount}("");
        require(ok, "transfer failed");
    }

    receive() external payable {}
}
