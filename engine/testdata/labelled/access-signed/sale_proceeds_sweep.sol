// SPDX-License-Identifier: MIT
// A ticket sale forwards a small fee per ticket and keeps the rest of the price for the organiser, but the
// sweep of the proceeds has no access check.
pragma solidity ^0.8.20;

contract TicketSale {
    address payable public immutable organiser;
    address payable public immutable platform;
    uint256 public constant PRICE = 0.1 ether;

    constructor(address payable platform_) {
        organiser = payable(msg.sender);
        platform = platform_;
    }

    function buy() external payable {
        require(msg.value == PRICE, "price");
        platform.transfer(PRICE / 100);
    }

    // <yes> <report> ACCESS_CONTROL
    function sweep(address payable to) external {
        to.transfer(address(this).balance);
    }
}
