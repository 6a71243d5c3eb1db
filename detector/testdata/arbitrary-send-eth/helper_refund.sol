pragma solidity ^0.7.6;

// Auctions that refund the outbid bidder through an internal helper. The helper's receiver is judged by what the
// bidding function passes for it, as a refund paid in the bidding function itself would be: the stored bidder,
// which only placeBid writes, with its own caller, after that caller paid in, is no one the caller chooses. A
// refund to an address the bidder names, or to a stored bidder any caller can overwrite, is the case.
contract HelperRefundAuction {
    struct Auction {
        address seller;
        address payable bidder;
        uint256 amount;
        uint64 endTime;
    }

    mapping(uint256 => Auction) public auctions;

    function create(uint256 id, uint64 duration) external {
        require(auctions[id].seller == address(0));
        auctions[id] = Auction(msg.sender, address(0), 0, uint64(block.timestamp) + duration);
    }

    function placeBid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(a.seller != address(0) && block.timestamp < a.endTime);
        require(msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = msg.value;
        if (previous != address(0)) {
            _refund(previous, previousAmount);
        }
    }

    // The refund passes through a second helper: the values still come from the record.
    function placeBidNested(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(a.seller != address(0) && block.timestamp < a.endTime);
        require(msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = msg.value;
        _refundOuter(previous, previousAmount);
    }

    // The bidder names where the outbid bid goes: any address, with the previous bidder's ether.
    function placeBidRefundTo(uint256 id, address payable refundTo) external payable {
        Auction storage a = auctions[id];
        require(a.seller != address(0) && block.timestamp < a.endTime);
        require(msg.value > a.amount);
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = msg.value;
        _refund(refundTo, previousAmount); // want "HelperRefundAuction.placeBidRefundTo\\(\\) passes a caller-chosen address to HelperRefundAuction._refund\\(\\)"
    }

    function _refundOuter(address payable to, uint256 amount) internal {
        if (to != address(0)) {
            _refund(to, amount);
        }
    }

    function _refund(address payable to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "refund failed");
    }
}

// The stored bidder is no record of who paid: anyone can overwrite it, and the next bid refunds the ether to them.
contract OverwritableBidderAuction {
    struct Auction {
        address payable bidder;
        uint256 amount;
        uint64 endTime;
    }

    mapping(uint256 => Auction) public auctions;

    function setBidder(uint256 id, address payable bidder) external {
        auctions[id].bidder = bidder;
    }

    function placeBid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime);
        require(msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = msg.sender;
        a.amount = msg.value;
        _refund(previous, previousAmount); // want "OverwritableBidderAuction.placeBid\\(\\) passes a caller-chosen address to OverwritableBidderAuction._refund\\(\\)"
    }

    function _refund(address payable to, uint256 amount) internal {
        to.transfer(amount);
    }
}
