pragma solidity ^0.8.20;

contract HelperAuction {
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pending;

    function _refund(address to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "refund failed");
    }

    function bid() external payable {
        require(msg.value > highestBid);
        if (highestBidder != address(0)) {
            _refund(highestBidder, highestBid); // want "HelperAuction.bid\\(\\) pays the previous highestBidder through HelperAuction._refund\\(\\) before replacing it with the caller"
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }
}

contract HelperAuctionSafe {
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pending;

    function _refund(address to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        if (!ok) {
            pending[to] += amount; // kept for the bidder to pull
        }
    }

    // Safe: a failed refund is recorded, not reverted.
    function bid() external payable {
        require(msg.value > highestBid);
        if (highestBidder != address(0)) {
            _refund(highestBidder, highestBid);
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external {
        uint256 a = pending[msg.sender];
        pending[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: a}("");
        require(ok);
    }
}
