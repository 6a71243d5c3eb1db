// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
}

// Safe: a fixed-price sale. The caller pays tokens * price in ether for the tokens it receives.
contract EtherSale {
    IERC20 public immutable token;
    address public immutable owner;
    uint256 public pricePerToken;

    constructor(IERC20 t, uint256 p) {
        token = t;
        owner = msg.sender;
        pricePerToken = p;
    }

    function buy(uint256 tokens) external payable {
        require(msg.value == (tokens * pricePerToken) / 1e18, "wrong value");
        require(token.transfer(msg.sender, tokens), "transfer");
    }
}

// Vulnerable: the ether checked pays for something else; the amount of tokens is the caller's choice.
contract LooseEtherSale {
    IERC20 public immutable token;
    uint256 public fee;

    constructor(IERC20 t, uint256 f) {
        token = t;
        fee = f;
    }

    function buy(uint256 tokens) external payable { // want "LooseEtherSale.buy\\(\\) lets any caller transfer tokens of the contract's tokens to msg.sender"
        require(msg.value == fee, "wrong value");
        require(token.transfer(msg.sender, tokens), "transfer");
    }
}
