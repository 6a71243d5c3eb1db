// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Safe: a sale. The caller pays units * price to the fixed seller before receiving units.
contract Shop {
    address public immutable seller;
    IERC20 public immutable item;
    IERC20 public immutable usdc;
    uint256 public price;

    constructor(IERC20 i, IERC20 u, uint256 p) {
        seller = msg.sender;
        item = i;
        usdc = u;
        price = p;
    }

    function buy(uint256 units, uint256 maxPrice) external {
        require(price <= maxPrice, "price moved");
        require(usdc.transferFrom(msg.sender, seller, units * price), "payment");
        require(item.transfer(msg.sender, units), "transfer");
    }
}

// Vulnerable: the "payment" goes wherever the caller says, to themselves if they like.
contract LooseShop {
    IERC20 public immutable item;
    IERC20 public immutable usdc;
    uint256 public price;

    constructor(IERC20 i, IERC20 u, uint256 p) {
        item = i;
        usdc = u;
        price = p;
    }

    function buy(uint256 units, address payTo) external { // want "LooseShop.buy\\(\\) lets any caller transfer units of the contract's tokens to msg.sender"
        require(usdc.transferFrom(msg.sender, payTo, units * price), "payment");
        require(item.transfer(msg.sender, units), "transfer");
    }
}
