// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// An escrow marketplace: buy() hands the token over with safeTransferFrom, which calls the buyer's
// onERC721Received, before the listing is closed; cancel() from the hook refunds the seller's listing too, and the
// buyer can buy a listing that is still open.
contract Market {
    struct Listing {
        address seller;
        IERC721 nft;
        uint256 tokenId;
        uint256 price;
        bool active;
    }

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public proceeds;
    uint256 public nextId;

    function list(IERC721 nft, uint256 tokenId, uint256 price) external returns (uint256 id) {
        nft.transferFrom(msg.sender, address(this), tokenId);
        id = nextId++;
        listings[id] = Listing(msg.sender, nft, tokenId, price, true);
    }

    function buy(uint256 id) external payable {
        Listing storage l = listings[id];
        require(l.active, "closed");
        require(msg.value == l.price, "price");
        proceeds[l.seller] += msg.value;
        // <yes> <report> REENTRANCY
        l.nft.safeTransferFrom(address(this), msg.sender, l.tokenId);
        l.active = false;
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}
