// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Rental listings paid in WETH: renters approve the market once, then rent listings as they find them. A lender
/// may change a listing's price at any time, and rent() charges whatever the listing says when it executes: a
/// lender who sees a rent transaction pending raises the price ahead of it and is paid up to the renter's whole
/// allowance. (The fix is a maxPrice argument the renter signs into the transaction.)
contract WethRentalListings {
    struct Listing {
        address lender;
        address nft;
        uint256 tokenId;
        uint256 price;
        uint256 duration;
        address renter;
        uint256 endsAt;
    }

    IERC20 public immutable weth;
    address public immutable owner;
    uint256 public feeBps = 200;
    mapping(uint256 => Listing) public listings;
    uint256 public listingCount;

    event Listed(uint256 indexed id, uint256 price, uint256 duration);
    event PriceChanged(uint256 indexed id, uint256 price);
    event Rented(uint256 indexed id, address renter, uint256 price);

    constructor(IERC20 weth_) {
        weth = weth_;
        owner = msg.sender;
    }

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= 1000, "cap");
        feeBps = bps;
    }

    function list(address nft, uint256 tokenId, uint256 price, uint256 duration) external returns (uint256 id) {
        IERC721(nft).transferFrom(msg.sender, address(this), tokenId);
        id = ++listingCount;
        listings[id] = Listing(msg.sender, nft, tokenId, price, duration, address(0), 0);
        emit Listed(id, price, duration);
    }

    function setPrice(uint256 id, uint256 price) external {
        Listing storage l = listings[id];
        require(msg.sender == l.lender, "lender");
        l.price = price;
        emit PriceChanged(id, price);
    }

    function rent(uint256 id) external {
        Listing storage l = listings[id];
        require(l.lender != address(0) && l.renter == address(0), "unavailable");
        uint256 fee = (l.price * feeBps) / 10_000;
        l.renter = msg.sender;
        l.endsAt = block.timestamp + l.duration;
        // <yes> <report> FRONT_RUNNING
        require(weth.transferFrom(msg.sender, l.lender, l.price - fee), "pay lender");
        require(weth.transferFrom(msg.sender, owner, fee), "pay fee");
        emit Rented(id, msg.sender, l.price);
    }

    function endRental(uint256 id) external {
        Listing storage l = listings[id];
        require(l.renter != address(0) && block.timestamp >= l.endsAt, "running");
        l.renter = address(0);
        l.endsAt = 0;
    }

    function delist(uint256 id) external {
        Listing storage l = listings[id];
        require(msg.sender == l.lender && l.renter == address(0), "lender, idle");
        address nft = l.nft;
        uint256 tokenId = l.tokenId;
        delete listings[id];
        IERC721(nft).transferFrom(address(this), msg.sender, tokenId);
    }
}
