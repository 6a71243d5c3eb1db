pragma solidity ^0.8.0;

// The highest bid changes only before the reveal ends, and is paid out only after: no ordering to exploit.
contract Auction {
    address payable public beneficiary;
    uint256 public immutable revealEnd;
    uint256 public highestBid;
    address public highestBidder;
    bool public ended;

    modifier onlyBefore(uint256 t) {
        require(block.timestamp < t);
        _;
    }

    modifier onlyAfter(uint256 t) {
        require(block.timestamp > t);
        _;
    }

    constructor(address payable b, uint256 end) {
        beneficiary = b;
        revealEnd = end;
    }

    function reveal() external payable onlyBefore(revealEnd) {
        if (msg.value > highestBid) {
            highestBid = msg.value + 1;
            highestBidder = msg.sender;
        }
    }

    function auctionEnd() external onlyAfter(revealEnd) {
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }

    // The same value, paid while bids still change: a race.
    function early() external { // want "Auction.early\\(\\) sends ether using highestBid, which any caller can change first"
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }
}
