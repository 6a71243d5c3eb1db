// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract SettledAuctionHouse {
    struct Auction {
        address seller;
        address highestBidder;
        uint128 highestBid;
        uint64 endTime;
        bool settled;
    }

    IERC721 public immutable collection;
    mapping(uint256 => Auction) public auctions;
    mapping(address => uint256) public pendingReturns;

    event AuctionCreated(uint256 indexed tokenId, address seller, uint64 endTime);
    event Bid(uint256 indexed tokenId, address bidder, uint256 amount);
    event AuctionSettled(uint256 indexed tokenId, address winner, uint256 amount);

    constructor(IERC721 collection_) {
        collection = collection_;
    }

    function createAuction(uint256 tokenId, uint64 duration) external {
        require(auctions[tokenId].seller == address(0), "exists");
        auctions[tokenId] = Auction(msg.sender, address(0), 0, uint64(block.timestamp) + duration, false);
        collection.transferFrom(msg.sender, address(this), tokenId);
        emit AuctionCreated(tokenId, msg.sender, uint64(block.timestamp) + duration);
    }

    function bid(uint256 tokenId) external payable {
        Auction storage a = auctions[tokenId];
        require(a.seller != address(0), "no auction");
        require(block.timestamp < a.endTime, "ended");
        require(msg.value > a.highestBid, "low bid");
        if (a.highestBidder != address(0)) {
            pendingReturns[a.highestBidder] += a.highestBid;
        }
        a.highestBidder = msg.sender;
        a.highestBid = uint128(msg.value);
        emit Bid(tokenId, msg.sender, msg.value);
    }

    function settle(uint256 tokenId) external {
        Auction storage a = auctions[tokenId];
        require(a.seller != address(0), "no auction");
        require(block.timestamp >= a.endTime, "running");
        require(!a.settled, "settled");
        a.settled = true;

        address winner = a.highestBidder == address(0) ? a.seller : a.highestBidder;
        pendingReturns[a.seller] += a.highestBid;
        emit AuctionSettled(tokenId, winner, a.highestBid);
        collection.safeTransferFrom(address(this), winner, tokenId);
    }

    function withdrawReturns() external {
        uint256 amount = pendingReturns[msg.sender];
        require(amount > 0, "nothing");
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "transfer failed");
    }
}
