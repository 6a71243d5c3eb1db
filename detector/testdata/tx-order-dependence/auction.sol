pragma solidity ^0.8.20;

// The amount paid out is the last bid, paid in by whoever set it: raising it first is bidding, not a race.
contract Auction {
    address payable public immutable seller;
    uint256 public immutable endTime;
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;
    bool public ended;

    constructor(uint256 biddingTime) {
        seller = payable(msg.sender);
        endTime = block.timestamp + biddingTime;
    }

    function bid() external payable {
        require(block.timestamp < endTime);
        require(msg.value > highestBid);
        pendingReturns[highestBidder] += highestBid;
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function end() external {
        require(block.timestamp >= endTime && !ended);
        ended = true;
        seller.transfer(highestBid);
    }
}

// Here a caller sets the amount without paying it: the payout follows whoever was last.
contract Bounty {
    address payable public immutable hunter;
    uint256 public reward;

    constructor(address payable h) {
        hunter = h;
    }

    function setReward(uint256 r) external payable {
        reward = r;
    }

    function pay() external { // want "sends ether using reward, which any caller can change first"
        hunter.transfer(reward);
    }
}
