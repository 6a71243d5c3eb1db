pragma solidity ^0.5.11;

/// Open auction with pending returns (the Solidity docs' pattern), but the withdrawal pays before it
/// clears the bidder's pending amount.
contract OpenAuction {
    address payable public beneficiary;
    uint public auctionEnd;
    address public highestBidder;
    uint public highestBid;
    bool public ended;
    mapping(address => uint) public pendingReturns;

    constructor(uint _biddingTime, address payable _beneficiary) public {
        beneficiary = _beneficiary;
        auctionEnd = now + _biddingTime;
    }

    function bid() public payable {
        require(now <= auctionEnd, "Auction already ended.");
        require(msg.value > highestBid, "There already is a higher bid.");
        if (highestBid != 0) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() public returns (bool) {
        uint amount = pendingReturns[msg.sender];
        if (amount > 0) {
            // <yes> <report> REENTRANCY
            (bool success, ) = msg.sender.call.value(amount)("");
            if (!success) {
                return false;
            }
            pendingReturns[msg.sender] = 0;
        }
        return true;
    }

    function auctionEnd_() public {
        require(now >= auctionEnd, "Auction not yet ended.");
        require(!ended, "auctionEnd has already been called.");
        ended = true;
        beneficiary.transfer(highestBid);
    }
}
