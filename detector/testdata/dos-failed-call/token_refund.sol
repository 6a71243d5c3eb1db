pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract TokenAuction {
    IERC20 public immutable usdc;
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public refunds;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
    }

    function bid(uint256 amount) external {
        require(amount > highestBid, "low");
        require(usdc.transferFrom(msg.sender, address(this), amount), "in");
        if (highestBidder != address(0)) {
            require(usdc.transfer(highestBidder, highestBid), "refund"); // want "TokenAuction.bid\\(\\) refunds the previous highestBidder in usdc before replacing it with the caller"
        }
        highestBidder = msg.sender;
        highestBid = amount;
    }
}

contract TokenAuctionPull {
    IERC20 public immutable usdc;
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public refunds;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
    }

    // Safe: the outbid amount is kept for its owner to pull.
    function bid(uint256 amount) external {
        require(amount > highestBid, "low");
        require(usdc.transferFrom(msg.sender, address(this), amount), "in");
        refunds[highestBidder] += highestBid;
        highestBidder = msg.sender;
        highestBid = amount;
    }

    function withdraw() external {
        uint256 a = refunds[msg.sender];
        refunds[msg.sender] = 0;
        require(usdc.transfer(msg.sender, a), "out");
    }
}
