// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract NftAuction {
    address payable public highestBidder;
    uint256 public highestBid;
    uint256 public end;

    constructor(uint256 duration) {
        end = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < end, "ended");
        require(msg.value > highestBid, "low");
        if (highestBidder != address(0)) {
            // <yes> <report> DENIAL_OF_SERVICE
            highestBidder.transfer(highestBid);
        }
        highestBidder = payable(msg.sender);
        highestBid = msg.value;
    }
}
