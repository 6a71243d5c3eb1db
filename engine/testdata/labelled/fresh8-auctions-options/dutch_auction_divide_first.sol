// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IMintable {
    function mint(address to, uint256 quantity) external;
}

/// Linear Dutch auction mint: the price falls from startPrice to floorPrice over the auction's duration.
contract DutchAuctionMinter {
    IMintable public immutable nft;
    address public immutable treasury;
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startTime;
    uint256 public immutable duration;

    constructor(IMintable nft_, address treasury_, uint256 start_, uint256 floor_, uint256 duration_) {
        require(start_ > floor_, "range");
        nft = nft_;
        treasury = treasury_;
        startPrice = start_;
        floorPrice = floor_;
        startTime = block.timestamp;
        duration = duration_;
    }

    function currentPrice() public view returns (uint256) {
        uint256 elapsed = block.timestamp - startTime;
        if (elapsed >= duration) return floorPrice;
        // <yes> <report> ARITHMETIC
        uint256 drop = ((startPrice - floorPrice) / duration) * elapsed;
        return startPrice - drop;
    }

    function buy(uint256 quantity) external payable {
        uint256 cost = currentPrice() * quantity;
        require(msg.value >= cost, "underpaid");
        nft.mint(msg.sender, quantity);
        (bool ok, ) = treasury.call{value: cost}("");
        require(ok, "treasury");
        if (msg.value > cost) {
            (bool refunded, ) = msg.sender.call{value: msg.value - cost}("");
            require(refunded, "refund");
        }
    }
}
