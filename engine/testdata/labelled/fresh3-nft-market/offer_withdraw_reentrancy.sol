// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract CollectionOffers {
    struct Offer {
        uint128 amount;
        uint128 quantity;
    }

    mapping(address => mapping(address => Offer)) public offers;

    function makeOffer(address collection, uint128 quantity) external payable {
        require(quantity > 0 && msg.value % quantity == 0, "amount");
        Offer storage o = offers[collection][msg.sender];
        require(o.quantity == 0, "exists");
        o.amount = uint128(msg.value);
        o.quantity = quantity;
    }

    function acceptOffer(address collection, address bidder, uint256 tokenId) external {
        Offer storage o = offers[collection][bidder];
        require(o.quantity > 0, "no offer");
        uint256 unit = o.amount / o.quantity;
        o.amount -= uint128(unit);
        o.quantity -= 1;
        IERC721(collection).transferFrom(msg.sender, bidder, tokenId);
        payable(msg.sender).transfer(unit);
    }

    function cancelOffer(address collection) external {
        Offer storage o = offers[collection][msg.sender];
        uint256 amount = o.amount;
        require(amount > 0, "none");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund");
        o.amount = 0;
        o.quantity = 0;
    }
}
