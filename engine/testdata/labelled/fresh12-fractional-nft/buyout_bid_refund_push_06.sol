pragma solidity ^0.6.12;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// English buyout auction on a fractionalised NFT. A new high bid refunds the previous bidder at once.
contract BuyoutAuction {
    IERC721 public nft;
    uint256 public tokenId;
    uint256 public reservePrice;
    uint256 public auctionEnd;
    uint256 public constant auctionLength = 7 days;
    uint256 public livePrice;
    address payable public winning;
    bool public live;
    bool public ended;

    constructor(IERC721 _nft, uint256 _tokenId, uint256 _reserve) public {
        nft = _nft;
        tokenId = _tokenId;
        reservePrice = _reserve;
    }

    function start() external payable {
        require(!live && !ended, "started");
        require(msg.value >= reservePrice, "too low bid");
        auctionEnd = block.timestamp + auctionLength;
        live = true;
        livePrice = msg.value;
        winning = msg.sender;
    }

    function bid() external payable {
        require(live, "not live");
        require(block.timestamp < auctionEnd, "auction ended");
        require(msg.value * 100 >= livePrice * 105, "too low bid");
        address payable previous = winning;
        uint256 refund = livePrice;
        livePrice = msg.value;
        winning = msg.sender;
        if (auctionEnd - block.timestamp <= 15 minutes) {
            auctionEnd += 15 minutes;
        }
        // <yes> <report> DENIAL_OF_SERVICE
        previous.transfer(refund);
    }

    function end() external {
        require(live, "not live");
        require(block.timestamp >= auctionEnd, "not over");
        live = false;
        ended = true;
        nft.transferFrom(address(this), winning, tokenId);
    }
}
