// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract ERC20Listings {
    struct Listing {
        address seller;
        address collection;
        uint256 tokenId;
        uint256 price;
    }

    IERC20 public immutable weth;
    mapping(uint256 => Listing) public listings;
    uint256 public nextListingId;

    constructor(IERC20 _weth) {
        weth = _weth;
    }

    function createListing(address collection, uint256 tokenId, uint256 price) external returns (uint256 id) {
        id = nextListingId++;
        listings[id] = Listing(msg.sender, collection, tokenId, price);
    }

    function updatePrice(uint256 id, uint256 newPrice) external {
        require(listings[id].seller == msg.sender, "seller");
        listings[id].price = newPrice;
    }

    // The buyer approved the market for a large WETH allowance; the price read here is whatever it is when the
    // transaction lands.
    function buy(uint256 id) external {
        Listing memory l = listings[id];
        require(l.seller != address(0), "no listing");
        delete listings[id];
        // <yes> <report> FRONT_RUNNING
        require(weth.transferFrom(msg.sender, l.seller, l.price), "payment");
        IERC721(l.collection).transferFrom(l.seller, msg.sender, l.tokenId);
    }
}
