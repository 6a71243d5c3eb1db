pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A lender may reprice a listing while a renter's transaction is pending: the renter pays the new price. With
// the price the renter saw checked, the change makes the rent fail instead.
contract Listings {
    struct Listing { address lender; uint256 price; address renter; }
    IERC20 public immutable weth;
    mapping(uint256 => Listing) public listings;
    uint256 public count;

    constructor(IERC20 w) { weth = w; }

    function list(uint256 price) external returns (uint256 id) {
        id = ++count;
        listings[id] = Listing(msg.sender, price, address(0));
    }
    function setPrice(uint256 id, uint256 price) external {
        Listing storage l = listings[id];
        require(msg.sender == l.lender);
        l.price = price;
    }
    function rent(uint256 id) external { // want "Listings.rent\\(\\) charges the caller l.price, which reads listings; the account in l.lender can change it first"
        Listing storage l = listings[id];
        require(l.renter == address(0));
        l.renter = msg.sender;
        require(weth.transferFrom(msg.sender, l.lender, l.price));
    }
    function rentAt(uint256 id, uint256 maxPrice) external {
        Listing storage l = listings[id];
        require(l.renter == address(0) && l.price <= maxPrice);
        l.renter = msg.sender;
        require(weth.transferFrom(msg.sender, l.lender, l.price));
    }
}

// Listings never repriced: only created at fresh ids, and the renter field changes.
contract FixedListings {
    struct Listing { address lender; uint256 price; address renter; }
    IERC20 public immutable weth;
    mapping(uint256 => Listing) public listings;
    uint256 public count;

    constructor(IERC20 w) { weth = w; }

    function list(uint256 price) external returns (uint256 id) {
        id = ++count;
        listings[id] = Listing(msg.sender, price, address(0));
    }
    function end(uint256 id) external {
        listings[id].renter = address(0);
    }
    function rent(uint256 id) external {
        Listing storage l = listings[id];
        require(l.renter == address(0));
        l.renter = msg.sender;
        require(weth.transferFrom(msg.sender, l.lender, l.price));
    }
}
