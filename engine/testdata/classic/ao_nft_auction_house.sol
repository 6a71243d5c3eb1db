// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.19;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IWETH {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(owner == msg.sender, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// Auction house in the Nouns style: one auction at a time, settle marks the auction settled before any
/// transfer, refunds fall back to WETH when the bidder cannot take ETH, and the reserve price is owner-only.
contract NounishAuctionHouse is Ownable {
    struct Auction {
        uint256 tokenId;
        uint256 amount;
        uint256 startTime;
        uint256 endTime;
        address payable bidder;
        bool settled;
    }

    IERC721 public immutable token;
    IWETH public immutable weth;
    address public immutable treasury;
    uint256 public reservePrice;
    uint8 public minBidIncrementPercentage;
    Auction public auction;

    event AuctionBid(uint256 indexed tokenId, address sender, uint256 value);
    event AuctionSettled(uint256 indexed tokenId, address winner, uint256 amount);
    event ReservePriceUpdated(uint256 reservePrice);

    constructor(IERC721 token_, IWETH weth_, address treasury_, uint256 reserve_) {
        token = token_;
        weth = weth_;
        treasury = treasury_;
        reservePrice = reserve_;
        minBidIncrementPercentage = 2;
        auction.settled = true;
    }

    function setReservePrice(uint256 reserve_) external onlyOwner {
        reservePrice = reserve_;
        emit ReservePriceUpdated(reserve_);
    }

    function startAuction(uint256 tokenId, uint256 duration) external onlyOwner {
        require(auction.settled, "previous not settled");
        token.transferFrom(msg.sender, address(this), tokenId);
        auction = Auction(tokenId, 0, block.timestamp, block.timestamp + duration, payable(address(0)), false);
    }

    function createBid(uint256 tokenId) external payable {
        Auction memory a = auction;
        require(a.tokenId == tokenId, "not up for auction");
        require(block.timestamp < a.endTime, "expired");
        require(msg.value >= reservePrice, "below reserve");
        require(msg.value >= a.amount + ((a.amount * minBidIncrementPercentage) / 100), "increment");
        auction.amount = msg.value;
        auction.bidder = payable(msg.sender);
        if (a.bidder != address(0)) {
            _safeTransferETHWithFallback(a.bidder, a.amount);
        }
        emit AuctionBid(tokenId, msg.sender, msg.value);
    }

    function settleAuction() external {
        Auction memory a = auction;
        require(!a.settled, "already settled");
        require(block.timestamp >= a.endTime, "not completed");
        auction.settled = true;
        if (a.bidder == address(0)) {
            token.transferFrom(address(this), owner, a.tokenId);
        } else {
            token.transferFrom(address(this), a.bidder, a.tokenId);
            _safeTransferETHWithFallback(treasury, a.amount);
        }
        emit AuctionSettled(a.tokenId, a.bidder, a.amount);
    }

    function _safeTransferETHWithFallback(address to, uint256 amount) internal {
        if (!_safeTransferETH(to, amount)) {
            weth.deposit{value: amount}();
            require(weth.transfer(to, amount), "weth");
        }
    }

    function _safeTransferETH(address to, uint256 value) internal returns (bool success) {
        (success, ) = to.call{value: value, gas: 30_000}(new bytes(0));
    }
}
