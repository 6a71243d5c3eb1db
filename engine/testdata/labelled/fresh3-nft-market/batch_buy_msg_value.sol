// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract FixedPriceMarket {
    struct Listing {
        address payable seller;
        uint256 price;
    }

    IERC721 public immutable nft;
    mapping(uint256 => Listing) public listings;

    constructor(IERC721 _nft) {
        nft = _nft;
    }

    function list(uint256 tokenId, uint256 price) external {
        require(price > 0, "price");
        listings[tokenId] = Listing(payable(msg.sender), price);
    }

    function buyBatch(uint256[] calldata tokenIds) external payable {
        for (uint256 i = 0; i < tokenIds.length; i++) {
            _buy(tokenIds[i]);
        }
    }

    function _buy(uint256 tokenId) internal {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0), "not listed");
        // <yes> <report> DENIAL_OF_SERVICE
        require(msg.value >= l.price, "insufficient payment");
        delete listings[tokenId];
        nft.safeTransferFrom(l.seller, msg.sender, tokenId);
        (bool ok, ) = l.seller.call{value: l.price}("");
        require(ok, "pay");
    }
}
