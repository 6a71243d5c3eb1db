// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function transferFrom(address from, address to, uint256 id) external;
}

contract SignedListings {
    function buy(IERC721 nft, uint256 id, address payable seller, uint256 price, uint8 v, bytes32 r, bytes32 s) external payable {
        bytes32 listing = keccak256(abi.encode(address(this), block.chainid, address(nft), id, seller, price));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(listing, v, r, s) == seller, "bad listing");
        require(msg.value == price, "price");
        nft.transferFrom(seller, msg.sender, id);
        seller.transfer(price);
    }
}
