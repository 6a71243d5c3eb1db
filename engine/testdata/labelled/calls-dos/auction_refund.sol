pragma solidity ^0.8.20;

/// An English auction that refunds the outbid bidder inside bid(): a bidder whose receive() reverts can never
/// be outbid.
contract EnglishAuction {
    address public seller;
    address public highestBidder;
    uint256 public highestBid;
    uint256 public endAt;
    bool public ended;

    constructor(uint256 duration) {
        seller = msg.sender;
        endAt = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < endAt, "ended");
        require(msg.value > highestBid, "low bid");
        if (highestBidder != address(0)) {
            // <yes> <report> DENIAL_OF_SERVICE
            payable(highestBidder).transfer(highestBid);
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function end() external {
        require(block.timestamp >= endAt && !ended, "not yet");
        ended = true;
        payable(seller).transfer(highestBid);
    }
}
