// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Dutch auction for one NFT (Solidity by Example's shape, on 0.7): the price is the starting price less a
/// discount per second. Nothing stops the discount from exceeding the starting price once the auction runs long.
contract DutchAuction {
    IERC721 public immutable nft;
    uint256 public immutable nftId;
    address payable public immutable seller;
    uint256 public immutable startingPrice;
    uint256 public immutable startAt;
    uint256 public immutable discountRate;

    constructor(uint256 _startingPrice, uint256 _discountRate, IERC721 _nft, uint256 _nftId) {
        seller = msg.sender;
        startingPrice = _startingPrice;
        startAt = block.timestamp;
        discountRate = _discountRate;
        nft = _nft;
        nftId = _nftId;
    }

    function getPrice() public view returns (uint256) {
        uint256 timeElapsed = block.timestamp - startAt;
        uint256 discount = discountRate * timeElapsed;
        // <yes> <report> ARITHMETIC
        return startingPrice - discount;
    }

    function buy() external payable {
        uint256 price = getPrice();
        require(msg.value >= price, "ETH < price");
        nft.transferFrom(seller, msg.sender, nftId);
        uint256 refund = msg.value - price;
        if (refund > 0) {
            msg.sender.transfer(refund);
        }
        seller.transfer(price);
    }
}
