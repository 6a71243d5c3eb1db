// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Vulnerable: anyone redirects the fees the contract pays out in tokens.
contract FeeSplitter {
    IERC20 public immutable token;
    address public feeRecipient;
    uint256 public fees;

    constructor(IERC20 t) {
        token = t;
        feeRecipient = msg.sender;
    }

    function setFeeRecipient(address r) external { // want "FeeSplitter.setFeeRecipient\\(\\) lets any caller replace feeRecipient, the account FeeSplitter.sweepFees\\(\\) pays the contract's tokens to"
        feeRecipient = r;
    }

    function sweepFees() external {
        uint256 f = fees;
        fees = 0;
        require(token.transfer(feeRecipient, f), "transfer");
    }
}

// Safe: only the owner moves the fee recipient.
contract OwnedFeeSplitter {
    address public owner;
    IERC20 public immutable token;
    address public feeRecipient;
    uint256 public fees;

    constructor(IERC20 t) {
        owner = msg.sender;
        token = t;
        feeRecipient = msg.sender;
    }

    function setFeeRecipient(address r) external {
        require(msg.sender == owner, "owner");
        feeRecipient = r;
    }

    function sweepFees() external {
        uint256 f = fees;
        fees = 0;
        require(token.transfer(feeRecipient, f), "transfer");
    }
}
