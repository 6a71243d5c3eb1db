// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// English auction for a single lot: each new highest bid refunds the previous leader on the spot.
contract EnglishAuction {
    address payable public immutable seller;
    uint256 public immutable endAt;
    uint256 public immutable minIncrement;

    address payable public highestBidder;
    uint256 public highestBid;
    bool public ended;

    event HighestBidIncreased(address bidder, uint256 amount);
    event AuctionEnded(address winner, uint256 amount);

    constructor(uint256 biddingTime, uint256 reserve, uint256 increment) {
        seller = msg.sender;
        endAt = block.timestamp + biddingTime;
        highestBid = reserve;
        minIncrement = increment;
    }

    function bid() external payable {
        require(block.timestamp < endAt, "auction ended");
        require(msg.value >= highestBid + minIncrement, "bid too low");
        if (highestBidder != address(0)) {
            // <yes> <report> DENIAL_OF_SERVICE
            highestBidder.transfer(highestBid);
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
        emit HighestBidIncreased(msg.sender, msg.value);
    }

    function end() external {
        require(block.timestamp >= endAt, "not yet");
        require(!ended, "already ended");
        ended = true;
        emit AuctionEnded(highestBidder, highestBid);
        seller.transfer(highestBid);
    }
}
