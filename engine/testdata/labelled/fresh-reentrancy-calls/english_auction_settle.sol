// SPDX-License-Identifier: MIT
pragma solidity 0.8.17;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract EnglishAuctionHouse {
    struct Auction {
        address seller;
        address highestBidder;
        uint256 highestBid;
        uint64 endTime;
        bool settled;
    }

    IERC721 public immutable collection;
    mapping(uint256 => Auction) public auctions;
    mapping(address => uint256) public pendingReturns;

    event AuctionSettled(uint256 indexed tokenId, address winner, uint256 amount);

    constructor(IERC721 collection_) {
        collection = collection_;
    }

    function createAuction(uint256 tokenId, uint64 duration) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        auctions[tokenId] = Auction(msg.sender, address(0), 0, uint64(block.timestamp) + duration, false);
    }

    function bid(uint256 tokenId) external payable {
        Auction storage a = auctions[tokenId];
        require(block.timestamp < a.endTime, "ended");
        require(msg.value > a.highestBid, "low bid");
        if (a.highestBidder != address(0)) {
            pendingReturns[a.highestBidder] += a.highestBid;
        }
        a.highestBidder = msg.sender;
        a.highestBid = msg.value;
    }

    function settle(uint256 tokenId) external {
        Auction storage a = auctions[tokenId];
        require(block.timestamp >= a.endTime, "running");
        require(!a.settled, "settled");

        address winner = a.highestBidder == address(0) ? a.seller : a.highestBidder;
        // <yes> <report> REENTRANCY
        collection.safeTransferFrom(address(this), winner, tokenId);
        pendingReturns[a.seller] += a.highestBid;
        a.settled = true;

        emit AuctionSettled(tokenId, winner, a.highestBid);
    }

    function withdrawReturns() external {
        uint256 amount = pendingReturns[msg.sender];
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "transfer failed");
    }
}
