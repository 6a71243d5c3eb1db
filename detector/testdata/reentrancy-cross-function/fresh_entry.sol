// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract Listings {
    struct Listing {
        address seller;
        IERC721 nft;
        uint256 tokenId;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    Listing[] public archive;
    mapping(address => uint256) public listedBy;
    uint256 public nextId;

    // The token is escrowed first; the listing is filled after, at a key taken after the call: nothing could read
    // that entry during the call.
    function list(IERC721 nft, uint256 tokenId, uint256 price) external returns (uint256 id) {
        nft.transferFrom(msg.sender, address(this), tokenId);
        id = nextId++;
        listings[id] = Listing(msg.sender, nft, tokenId, price);
    }

    function listInline(IERC721 nft, uint256 tokenId, uint256 price) external {
        nft.transferFrom(msg.sender, address(this), tokenId);
        listings[nextId++] = Listing(msg.sender, nft, tokenId, price);
    }

    function listArchived(IERC721 nft, uint256 tokenId, uint256 price) external {
        nft.transferFrom(msg.sender, address(this), tokenId);
        archive.push(Listing(msg.sender, nft, tokenId, price));
    }

    // A key the caller chose is no fresh entry: during the call buy() sees the old listing at that key.
    function relist(IERC721 nft, uint256 id, uint256 tokenId, uint256 price) external {
        nft.transferFrom(msg.sender, address(this), tokenId); // want "Listings.relist\\(\\) calls nft before it writes listings .*reads listings"
        listings[id] = Listing(msg.sender, nft, tokenId, price);
    }

    // A key taken before the call: the entry could be read during it.
    function listEarly(IERC721 nft, uint256 tokenId, uint256 price) external {
        uint256 id = nextId++;
        nft.transferFrom(msg.sender, address(this), tokenId); // want "Listings.listEarly\\(\\) calls nft before it writes listings .*reads listings"
        listings[id] = Listing(msg.sender, nft, tokenId, price);
    }

    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(l.seller != address(0) && msg.value == l.price, "listing");
        delete listings[id];
        payable(l.seller).transfer(msg.value);
        l.nft.safeTransferFrom(address(this), msg.sender, l.tokenId);
    }

    function archived(uint256 i) external view returns (address) {
        return archive[i].seller;
    }
}
