// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract ReserveAuctionHouse {
    struct Auction {
        address seller;
        uint96 reservePrice;
        address payable bidder;
        uint256 amount;
        uint64 endTime;
        bool settled;
    }

    IERC721 public immutable collection;
    uint256 public constant EXTENSION = 15 minutes;
    mapping(uint256 => Auction) public auctions;

    event Bid(uint256 indexed tokenId, address bidder, uint256 amount);

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function createAuction(uint256 tokenId, uint96 reservePrice, uint64 duration) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        auctions[tokenId] = Auction(msg.sender, reservePrice, address(0), 0, uint64(block.timestamp) + duration, false);
    }

    function placeBid(uint256 tokenId) external payable {
        Auction storage a = auctions[tokenId];
        require(a.seller != address(0), "no auction");
        require(block.timestamp < a.endTime, "ended");
        require(msg.value >= a.reservePrice && msg.value > a.amount + a.amount / 20, "bid too low");

        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = msg.value;
        if (a.endTime - block.timestamp < EXTENSION) {
            a.endTime = uint64(block.timestamp + EXTENSION);
        }
        if (previous != address(0)) {
            _refund(previous, previousAmount);
        }
        emit Bid(tokenId, msg.sender, msg.value);
    }

    function _refund(address payable to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        // <yes> <report> DENIAL_OF_SERVICE
        require(ok, "refund failed");
    }

    function settle(uint256 tokenId) external {
        Auction storage a = auctions[tokenId];
        require(block.timestamp >= a.endTime && !a.settled, "live");
        a.settled = true;
        collection.transferFrom(address(this), a.bidder, tokenId);
        (bool ok, ) = payable(a.seller).call{value: a.amount}("");
        require(ok, "pay seller");
    }
}
