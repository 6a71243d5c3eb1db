// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC4907 {
    function setUser(uint256 tokenId, address user, uint64 expires) external;
    function userOf(uint256 tokenId) external view returns (address);
    function ownerOf(uint256 tokenId) external view returns (address);
}

/// Rental market over ERC-4907 tokens: the lender keeps the NFT and approves the market, which sets the renter as
/// the token's user until the rental ends. Rentals are paid up front per day, and the market records the end in
/// the 64 bits ERC-4907 uses. The end time is computed in 256 bits from the caller's day count and cast down
/// without a bound: with a free listing (price zero, as promotional listings are) a day count past 2^64 seconds
/// wraps the end time to any moment the caller likes, and with a priced one the lender's record and the token's
/// user expiry disagree with what was paid.
contract UserRightsMarket {
    struct Listing {
        address lender;
        uint256 pricePerDay;
        uint64 rentedUntil;
        address renter;
    }

    IERC4907 public immutable collection;
    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public proceeds;

    constructor(IERC4907 collection_) {
        collection = collection_;
    }

    function list(uint256 tokenId, uint256 pricePerDay) external {
        require(collection.ownerOf(tokenId) == msg.sender, "owner");
        Listing storage l = listings[tokenId];
        require(block.timestamp >= l.rentedUntil, "rented");
        listings[tokenId] = Listing(msg.sender, pricePerDay, 0, address(0));
    }

    function rent(uint256 tokenId, uint256 numDays) external payable {
        Listing storage l = listings[tokenId];
        require(l.lender != address(0), "not listed");
        require(block.timestamp >= l.rentedUntil, "rented");
        require(msg.value == l.pricePerDay * numDays, "price");
        // <yes> <report> ARITHMETIC
        uint64 until = uint64(block.timestamp + numDays * 1 days);
        l.rentedUntil = until;
        l.renter = msg.sender;
        proceeds[l.lender] += msg.value;
        collection.setUser(tokenId, msg.sender, until);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        require(amount > 0, "nothing");
        proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw");
    }
}
