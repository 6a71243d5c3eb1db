pragma solidity ^0.8.0;

// Renting pays the listing's lender while the caller becomes its renter: the lender keeps its place, and a
// lender that rejects ether blocks only its own listing. A bid that refunds the previous bidder of the same
// field is the position taken.
contract Rentals {
    struct Listing { address payable lender; address renter; uint256 price; }
    mapping(uint256 => Listing) public listings;
    uint256 public count;

    function list(uint256 price) external returns (uint256 id) {
        id = ++count;
        listings[id] = Listing(payable(msg.sender), address(0), price);
    }
    function rent(uint256 id) external payable {
        Listing storage l = listings[id];
        require(l.renter == address(0) && msg.value == l.price);
        l.renter = msg.sender;
        (bool ok, ) = l.lender.call{value: msg.value}("");
        require(ok);
    }
}

contract Bids {
    struct Lot { address payable bidder; uint256 amount; }
    mapping(uint256 => Lot) public lots;

    function bid(uint256 id) external payable {
        Lot storage l = lots[id];
        require(msg.value > l.amount);
        (bool ok, ) = l.bidder.call{value: l.amount}(""); // want "Bids.bid\\(\\) pays the previous lots before replacing it with the caller"
        require(ok);
        l.bidder = payable(msg.sender);
        l.amount = msg.value;
    }
}
