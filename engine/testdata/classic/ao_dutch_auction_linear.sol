// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Linear Dutch auction for one NFT: the price falls from startPrice to floorPrice over the duration, is
/// computed multiply-first, and never goes below the floor. The buyer's excess is refunded last.
contract LinearDutchAuction is ReentrancyGuard {
    IERC721 public immutable nft;
    uint256 public immutable tokenId;
    address payable public immutable seller;
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startTime;
    uint256 public immutable duration;
    bool public sold;

    constructor(IERC721 nft_, uint256 tokenId_, uint256 start_, uint256 floor_, uint256 duration_) {
        require(start_ >= floor_ && duration_ > 0, "params");
        nft = nft_;
        tokenId = tokenId_;
        seller = payable(msg.sender);
        startPrice = start_;
        floorPrice = floor_;
        startTime = block.timestamp;
        duration = duration_;
    }

    function price() public view returns (uint256) {
        uint256 elapsed = block.timestamp - startTime;
        if (elapsed >= duration) return floorPrice;
        return startPrice - ((startPrice - floorPrice) * elapsed) / duration;
    }

    function buy() external payable nonReentrant {
        require(!sold, "sold");
        uint256 p = price();
        require(msg.value >= p, "underpaid");
        sold = true;
        nft.transferFrom(seller, msg.sender, tokenId);
        (bool paid, ) = seller.call{value: p}("");
        require(paid, "seller");
        if (msg.value > p) {
            (bool refunded, ) = payable(msg.sender).call{value: msg.value - p}("");
            require(refunded, "refund");
        }
    }
}
