// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract OpenListings {
    struct Listing {
        address payable seller;
        uint256 price;
    }

    mapping(address => mapping(uint256 => Listing)) public listings;

    event Listed(address indexed collection, uint256 indexed tokenId, address seller, uint256 price);
    event Sold(address indexed collection, uint256 indexed tokenId, address buyer, uint256 price);

    function list(IERC721 collection, uint256 tokenId, uint256 price) external {
        require(collection.ownerOf(tokenId) == msg.sender, "not owner");
        require(collection.isApprovedForAll(msg.sender, address(this)), "approve market");
        listings[address(collection)][tokenId] = Listing(payable(msg.sender), price);
        emit Listed(address(collection), tokenId, msg.sender, price);
    }

    function cancel(IERC721 collection, uint256 tokenId) external {
        require(listings[address(collection)][tokenId].seller == msg.sender, "not seller");
        delete listings[address(collection)][tokenId];
    }

    // The listing outlives a transfer of the token: whoever holds it now, with the market approved, loses it
    // to a price the previous holder set, paid to the previous holder.
    function buy(IERC721 collection, uint256 tokenId) external payable {
        Listing memory l = listings[address(collection)][tokenId];
        require(l.seller != address(0) && msg.value == l.price, "listing");
        delete listings[address(collection)][tokenId];
        address holder = collection.ownerOf(tokenId);
        // <yes> <report> ACCESS_CONTROL
        collection.safeTransferFrom(holder, msg.sender, tokenId);
        (bool ok, ) = l.seller.call{value: msg.value}("");
        require(ok, "pay");
        emit Sold(address(collection), tokenId, msg.sender, l.price);
    }
}
