// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// English auction with pull refunds: outbid bidders withdraw their own pending returns; the seller is
/// paid once, after the end.
contract PullEnglishAuction {
    address payable public immutable seller;
    uint256 public immutable endAt;
    uint256 public immutable reserve;

    address public highestBidder;
    uint256 public highestBid;
    bool public ended;
    mapping(address => uint256) public pendingReturns;

    event HighestBidIncreased(address indexed bidder, uint256 amount);
    event Withdrawn(address indexed bidder, uint256 amount);
    event AuctionEnded(address winner, uint256 amount);

    error AuctionOver();
    error BidTooLow(uint256 minimum);

    constructor(uint256 biddingTime, uint256 reserve_) {
        seller = payable(msg.sender);
        endAt = block.timestamp + biddingTime;
        reserve = reserve_;
    }

    function bid() external payable {
        if (block.timestamp >= endAt) revert AuctionOver();
        uint256 minimum = highestBid == 0 ? reserve : highestBid + highestBid / 20;
        if (msg.value < minimum) revert BidTooLow(minimum);
        if (highestBidder != address(0)) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
        emit HighestBidIncreased(msg.sender, msg.value);
    }

    function withdraw() external {
        uint256 amount = pendingReturns[msg.sender];
        require(amount > 0, "nothing to withdraw");
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer failed");
        emit Withdrawn(msg.sender, amount);
    }

    function end() external {
        require(block.timestamp >= endAt, "not ended");
        require(!ended, "already ended");
        ended = true;
        emit AuctionEnded(highestBidder, highestBid);
        if (highestBidder != address(0)) {
            (bool ok, ) = seller.call{value: highestBid}("");
            require(ok, "payout failed");
        }
    }
}
