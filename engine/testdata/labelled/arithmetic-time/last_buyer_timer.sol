// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// The last buyer before a 30-second timer runs out takes the pot. Who is last depends on which block the
// timer's end falls in, which the block producer's timestamp decides, and on which buys it includes.
contract LastBuyer {
    address public lastBuyer;
    uint256 public roundEnd;
    uint256 public constant EXTENSION = 30 seconds;

    constructor() payable {
        roundEnd = block.timestamp + 1 hours;
    }

    function buy() external payable {
        require(msg.value == 0.01 ether, "price");
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp < roundEnd, "over");
        lastBuyer = msg.sender;
        roundEnd = block.timestamp + EXTENSION;
    }

    function claim() external {
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp >= roundEnd, "running");
        address winner = lastBuyer;
        lastBuyer = address(0);
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "send");
    }
}
