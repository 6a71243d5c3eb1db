// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

contract PullRefundAuctionHouse is ReentrancyGuard {
    struct Auction {
        address seller;
        uint96 reservePrice;
        address bidder;
        uint96 amount;
        uint64 endTime;
        bool settled;
    }

    IERC721 public immutable collection;
    uint256 public constant EXTENSION = 10 minutes;
    uint256 public constant MIN_INCREMENT_BPS = 500;

    mapping(uint256 => Auction) public auctions;
    mapping(address => uint256) public pendingReturns;

    event AuctionCreated(uint256 indexed tokenId, address seller, uint256 reserve, uint256 endTime);
    event BidPlaced(uint256 indexed tokenId, address bidder, uint256 amount);
    event Settled(uint256 indexed tokenId, address winner, uint256 amount);

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function createAuction(uint256 tokenId, uint96 reservePrice, uint64 duration) external nonReentrant {
        require(duration >= 1 hours && duration <= 30 days, "duration");
        require(auctions[tokenId].seller == address(0), "exists");
        collection.transferFrom(msg.sender, address(this), tokenId);
        uint64 endTime = uint64(block.timestamp) + duration;
        auctions[tokenId] = Auction(msg.sender, reservePrice, address(0), 0, endTime, false);
        emit AuctionCreated(tokenId, msg.sender, reservePrice, endTime);
    }

    function minimumBid(uint256 tokenId) public view returns (uint256) {
        Auction storage a = auctions[tokenId];
        if (a.amount == 0) return a.reservePrice;
        return uint256(a.amount) + (uint256(a.amount) * MIN_INCREMENT_BPS) / 10000;
    }

    function placeBid(uint256 tokenId) external payable nonReentrant {
        Auction storage a = auctions[tokenId];
        require(a.seller != address(0), "no auction");
        require(block.timestamp < a.endTime, "ended");
        require(msg.value >= minimumBid(tokenId) && msg.value <= type(uint96).max, "bid too low");

        if (a.bidder != address(0)) {
            pendingReturns[a.bidder] += a.amount;
        }
        a.bidder = msg.sender;
        a.amount = uint96(msg.value);
        if (a.endTime - block.timestamp < EXTENSION) {
            a.endTime = uint64(block.timestamp + EXTENSION);
        }
        emit BidPlaced(tokenId, msg.sender, msg.value);
    }

    function withdrawReturns() external nonReentrant {
        uint256 amount = pendingReturns[msg.sender];
        require(amount > 0, "nothing");
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer failed");
    }

    function settle(uint256 tokenId) external nonReentrant {
        Auction storage a = auctions[tokenId];
        require(a.seller != address(0), "no auction");
        require(block.timestamp >= a.endTime, "live");
        require(!a.settled, "settled");
        a.settled = true;
        if (a.bidder == address(0)) {
            collection.transferFrom(address(this), a.seller, tokenId);
        } else {
            collection.transferFrom(address(this), a.bidder, tokenId);
            pendingReturns[a.seller] += a.amount;
        }
        emit Settled(tokenId, a.bidder, a.amount);
    }
}
