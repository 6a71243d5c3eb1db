pragma solidity ^0.8.4;

// The phases checked with `if (...) revert`: the highest bid changes only before revealEnd and is paid only
// after it.
contract RevertPhasedAuction {
    address payable public beneficiary;
    uint256 public immutable biddingEnd;
    uint256 public immutable revealEnd;
    uint256 public highestBid;
    address public highestBidder;
    bool public ended;

    error TooEarly();
    error TooLate();

    constructor(address payable b, uint256 bidEnd, uint256 end) {
        beneficiary = b;
        biddingEnd = bidEnd;
        revealEnd = end;
    }

    function reveal(uint256 value) external {
        if (block.timestamp < biddingEnd || block.timestamp >= revealEnd) revert TooLate();
        if (value > highestBid) {
            highestBid = value;
            highestBidder = msg.sender;
        }
    }

    function auctionEnd() external {
        if (block.timestamp < revealEnd) revert TooEarly();
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }

    // Reverting when the time is past the end is no wait for it: the bid still changes under this payout.
    function settleEarly() external { // want "RevertPhasedAuction.settleEarly\\(\\) sends ether using highestBid, which any caller can change first"
        if (block.timestamp > revealEnd) revert TooLate();
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }

    // Both bounds failing together is not each failing: no phase is known from this one.
    function settleEither() external { // want "RevertPhasedAuction.settleEither\\(\\) sends ether using highestBid, which any caller can change first"
        if (block.timestamp < revealEnd && block.timestamp < biddingEnd) revert TooEarly();
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }
}
