// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The seller can raise the price after seeing a buy in the mempool: the buyer, who approved the shop for more
// than one purchase, pays whatever the price is when the buy runs.
contract TokenShop {
    address public immutable seller;
    IERC20 public immutable item;
    IERC20 public immutable usdc;
    uint256 public price; // usdc per item

    constructor(IERC20 i, IERC20 u, uint256 p) {
        seller = msg.sender;
        item = i;
        usdc = u;
        price = p;
    }

    function setPrice(uint256 p) external {
        require(msg.sender == seller, "seller");
        price = p;
    }

    function buy(uint256 units) external {
        // <yes> <report> FRONT_RUNNING
        require(usdc.transferFrom(msg.sender, seller, units * price), "payment");
        require(item.transfer(msg.sender, units), "transfer");
    }
}
