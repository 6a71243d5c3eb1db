// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IERC2981 {
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address receiver, uint256 royaltyAmount);
}

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract RoyaltyAwareMarket {
    struct Listing {
        address payable seller;
        uint256 price;
    }

    mapping(address => mapping(uint256 => Listing)) public listings;
    uint256 public constant PROTOCOL_FEE_BPS = 250;
    address payable public immutable treasury;

    constructor(address payable _treasury) {
        treasury = _treasury;
    }

    function list(address collection, uint256 tokenId, uint256 price) external {
        listings[collection][tokenId] = Listing(payable(msg.sender), price);
    }

    function buy(address collection, uint256 tokenId) external payable {
        Listing memory l = listings[collection][tokenId];
        require(l.seller != address(0) && msg.value == l.price, "listing");
        delete listings[collection][tokenId];

        (address receiver, uint256 royalty) = IERC2981(collection).royaltyInfo(tokenId, l.price);
        uint256 fee = (l.price * PROTOCOL_FEE_BPS) / 10000;
        require(royalty + fee <= l.price, "royalty");

        IERC721(collection).transferFrom(l.seller, msg.sender, tokenId);
        // <yes> <report> DENIAL_OF_SERVICE
        payable(receiver).transfer(royalty);
        treasury.transfer(fee);
        l.seller.transfer(l.price - royalty - fee);
    }
}
