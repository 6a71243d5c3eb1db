pragma solidity ^0.5.16;

contract EnglishAuction {
    address payable public seller;
    uint256 public endAt;
    bool public ended;

    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;

    event HighestBidIncreased(address bidder, uint256 amount);
    event AuctionEnded(address winner, uint256 amount);

    constructor(uint256 biddingTime, address payable _seller) public {
        seller = _seller;
        endAt = now + biddingTime;
    }

    function bid() public payable {
        require(now <= endAt, "ended");
        require(msg.value > highestBid, "low");
        if (highestBid != 0) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
        emit HighestBidIncreased(msg.sender, msg.value);
    }

    function withdraw() public returns (bool) {
        uint256 amount = pendingReturns[msg.sender];
        if (amount > 0) {
            pendingReturns[msg.sender] = 0;
            if (!msg.sender.send(amount)) {
                pendingReturns[msg.sender] = amount;
                return false;
            }
        }
        return true;
    }

    function end() public {
        require(now >= endAt, "running");
        require(!ended, "ended");
        ended = true;
        emit AuctionEnded(highestBidder, highestBid);
        seller.transfer(highestBid);
    }
}
