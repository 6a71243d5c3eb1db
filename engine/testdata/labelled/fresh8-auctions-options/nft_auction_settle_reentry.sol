// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.6;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Reserve auction house for a curated collection (in the style of Zora/Nouns houses). Settlement hands the
/// token to the winner with safeTransferFrom, which calls the winner's contract, before the auction is
/// marked settled: the winner's hook settles again and the seller's proceeds are paid twice.
contract ReserveAuctionHouse {
    struct Auction {
        address seller;
        uint96 reservePrice;
        address bidder;
        uint96 amount;
        uint40 endTime;
        bool settled;
    }

    IERC721 public immutable collection;
    uint256 public immutable feeBps;
    address public immutable feeRecipient;
    mapping(uint256 => Auction) public auctions;

    constructor(IERC721 collection_, uint256 feeBps_, address feeRecipient_) {
        collection = collection_;
        feeBps = feeBps_;
        feeRecipient = feeRecipient_;
    }

    function createAuction(uint256 tokenId, uint96 reserve, uint40 duration) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        auctions[tokenId] = Auction(msg.sender, reserve, address(0), 0, uint40(block.timestamp) + duration, false);
    }

    function createBid(uint256 tokenId) external payable {
        Auction storage a = auctions[tokenId];
        require(block.timestamp < a.endTime, "ended");
        require(msg.value >= a.reservePrice && msg.value > a.amount, "low");
        address previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = uint96(msg.value);
        if (previous != address(0)) {
            (bool ok, ) = previous.call{value: previousAmount, gas: 30000}("");
            ok;
        }
    }

    function settleAuction(uint256 tokenId) external {
        Auction storage a = auctions[tokenId];
        require(block.timestamp >= a.endTime, "live");
        require(!a.settled, "settled");
        if (a.bidder == address(0)) {
            collection.safeTransferFrom(address(this), a.seller, tokenId);
        } else {
            // <yes> <report> REENTRANCY
            collection.safeTransferFrom(address(this), a.bidder, tokenId);
            uint256 fee = (uint256(a.amount) * feeBps) / 10_000;
            (bool okFee, ) = feeRecipient.call{value: fee}("");
            (bool okSeller, ) = a.seller.call{value: a.amount - fee}("");
            require(okFee && okSeller, "pay");
        }
        a.settled = true;
    }
}
