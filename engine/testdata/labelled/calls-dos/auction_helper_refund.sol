// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// The refund of the outbid bidder goes through a helper that reverts when the payment fails: a bidder contract
/// that rejects ether stays the highest bidder for good.
contract SealedEnd {
    address public immutable beneficiary;
    uint256 public immutable endTime;
    address public highestBidder;
    uint256 public highestBid;
    bool public ended;

    constructor(uint256 biddingTime) {
        beneficiary = msg.sender;
        endTime = block.timestamp + biddingTime;
    }

    function _pay(address to, uint256 amount) internal {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "payment failed");
    }

    function bid() external payable {
        require(block.timestamp < endTime, "ended");
        require(msg.value > highestBid, "too low");
        if (highestBid != 0) {
            // <yes> <report> DENIAL_OF_SERVICE
            _pay(highestBidder, highestBid);
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function end() external {
        require(block.timestamp >= endTime && !ended, "not yet");
        ended = true;
        _pay(beneficiary, highestBid);
    }
}
