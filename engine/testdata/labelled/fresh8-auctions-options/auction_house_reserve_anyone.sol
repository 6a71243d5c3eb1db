// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.15;

interface INounsToken {
    function mint() external returns (uint256);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Daily auction of a generative collection (Nouns-style): one token per auction, settled into the next.
/// The owner-only setters are guarded, but the reserve-price setter lost its modifier in a refactor.
contract DailyAuctionHouse {
    INounsToken public immutable token;
    address public owner;
    address public treasury;
    uint256 public reservePrice;
    uint8 public minBidIncrementPercentage;
    uint256 public duration;

    uint256 public tokenId;
    uint256 public amount;
    uint256 public endTime;
    address payable public bidder;
    bool public settled;

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(INounsToken token_, address treasury_, uint256 duration_) {
        token = token_;
        owner = msg.sender;
        treasury = treasury_;
        duration = duration_;
        minBidIncrementPercentage = 5;
        settled = true;
    }

    function setMinBidIncrementPercentage(uint8 pct) external onlyOwner {
        minBidIncrementPercentage = pct;
    }

    function setReservePrice(uint256 _reservePrice) external {
        // <yes> <report> ACCESS_CONTROL
        reservePrice = _reservePrice;
    }

    function createBid(uint256 id) external payable {
        require(id == tokenId, "not up for auction");
        require(block.timestamp < endTime, "expired");
        require(msg.value >= reservePrice, "below reserve");
        require(msg.value >= amount + ((amount * minBidIncrementPercentage) / 100), "increment");
        address payable last = bidder;
        uint256 lastAmount = amount;
        amount = msg.value;
        bidder = payable(msg.sender);
        if (last != address(0)) {
            (bool ok, ) = last.call{value: lastAmount, gas: 30_000}("");
            ok;
        }
    }

    function settleCurrentAndCreateNew() external {
        require(!settled, "settled");
        require(block.timestamp >= endTime, "live");
        settled = true;
        if (bidder == address(0)) {
            token.transferFrom(address(this), treasury, tokenId);
        } else {
            token.transferFrom(address(this), bidder, tokenId);
            (bool ok, ) = treasury.call{value: amount}("");
            require(ok, "treasury");
        }
        tokenId = token.mint();
        amount = 0;
        bidder = payable(address(0));
        endTime = block.timestamp + duration;
        settled = false;
    }
}
