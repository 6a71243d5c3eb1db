// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Blind auction of 2020: commitments are bound to the bidder, but reveal() checks only that bidding has
/// closed and never that the reveal window is still open, so a bidder can reveal after everyone else
/// (even after the auction was finalised) and take the lot.
contract BlindAuction {
    address payable public beneficiary;
    uint256 public biddingEnd;
    uint256 public revealEnd;
    bool public ended;

    mapping(address => bytes32) public blindedBid;
    mapping(address => uint256) public deposits;
    address public highestBidder;
    uint256 public highestBid;

    constructor(uint256 biddingTime, uint256 revealTime, address payable _beneficiary) public {
        beneficiary = _beneficiary;
        biddingEnd = now + biddingTime;
        revealEnd = biddingEnd + revealTime;
    }

    function bid(bytes32 _blindedBid) external payable {
        require(now < biddingEnd, "bidding over");
        blindedBid[msg.sender] = _blindedBid;
        deposits[msg.sender] += msg.value;
    }

    // <yes> <report> OTHER
    function reveal(uint256 value, bytes32 secret) external {
        require(now >= biddingEnd, "bidding open");
        require(blindedBid[msg.sender] == keccak256(abi.encodePacked(msg.sender, value, secret)), "mismatch");
        blindedBid[msg.sender] = bytes32(0);
        if (value <= deposits[msg.sender] && value > highestBid) {
            highestBid = value;
            highestBidder = msg.sender;
        }
    }

    function withdraw() external {
        uint256 amount = deposits[msg.sender];
        if (msg.sender == highestBidder) {
            amount -= highestBid;
        }
        deposits[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function auctionEnd() external {
        require(now >= revealEnd, "reveal open");
        require(!ended, "ended");
        ended = true;
        beneficiary.transfer(highestBid);
    }
}
