// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract TimedAuction {
    IERC721 public immutable nft;
    uint256 public immutable tokenId;
    address payable public immutable seller;
    uint256 public immutable endAt;

    address public highestBidder;
    uint256 public highestBid;
    bool public settled;
    mapping(address => uint256) public pendingReturns;

    constructor(IERC721 _nft, uint256 _tokenId, uint256 duration) {
        nft = _nft;
        tokenId = _tokenId;
        seller = payable(msg.sender);
        endAt = block.timestamp + duration;
    }

    function bid() external payable {
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp <= endAt, "auction over");
        require(msg.value > highestBid, "too low");
        if (highestBidder != address(0)) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdrawReturn() external {
        uint256 amount = pendingReturns[msg.sender];
        pendingReturns[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }

    function settle() external {
        require(block.timestamp >= endAt, "running");
        require(!settled, "settled");
        settled = true;
        if (highestBidder != address(0)) {
            nft.transferFrom(seller, highestBidder, tokenId);
            seller.transfer(highestBid);
        }
    }
}
