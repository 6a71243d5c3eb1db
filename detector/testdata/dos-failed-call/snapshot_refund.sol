pragma solidity ^0.8.17;

contract StructAuction {
    struct Auction {
        address seller;
        address payable bidder;
        uint256 amount;
        uint64 endTime;
    }

    mapping(uint256 => Auction) public auctions;

    function _refund(address payable to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "refund failed");
    }

    // The previous bidder is copied before the caller takes its place, then refunded through a helper.
    function bid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime && msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = payable(msg.sender);
        a.amount = msg.value;
        if (previous != address(0)) {
            _refund(previous, previousAmount); // want "StructAuction.bid\\(\\) pays the previous a.bidder through StructAuction._refund\\(\\) before replacing it with the caller"
        }
    }

    // The same, paid in place.
    function bidDirect(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime && msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = payable(msg.sender);
        a.amount = msg.value;
        previous.transfer(previousAmount); // want "StructAuction.bidDirect\\(\\) pays the previous a.bidder before replacing it with the caller"
    }
}

contract StructAuctionSafe {
    struct Auction {
        address payable seller;
        address payable bidder;
        uint256 amount;
        uint64 endTime;
    }

    mapping(uint256 => Auction) public auctions;
    mapping(address => uint256) public pendingReturns;

    function _refund(address payable to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "refund failed");
    }

    // Safe: the previous bid is credited for the bidder to pull.
    function bid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime && msg.value > a.amount);
        address payable previous = a.bidder;
        a.bidder = payable(msg.sender);
        pendingReturns[previous] += a.amount;
        a.amount = msg.value;
    }

    // Safe: the copy is taken after the caller's write, so the helper pays the caller its own change.
    function rebid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(a.bidder == msg.sender && block.timestamp < a.endTime);
        a.bidder = payable(msg.sender);
        address payable self = a.bidder;
        _refund(self, msg.value / 100);
        a.amount += msg.value - msg.value / 100;
    }

    // Safe: the seller copied and paid is not the place the caller takes.
    function buyNow(uint256 id) external payable {
        Auction storage a = auctions[id];
        address payable seller = a.seller;
        require(msg.value >= a.amount * 2 && a.bidder == address(0));
        a.bidder = payable(msg.sender);
        _refund(seller, msg.value);
    }

    function withdraw() external {
        uint256 amount = pendingReturns[msg.sender];
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok);
    }
}
