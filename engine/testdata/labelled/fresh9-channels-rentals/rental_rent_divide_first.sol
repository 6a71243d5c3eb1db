// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Per-second rentals priced in a stablecoin: lenders quote a daily price, renters pick any duration in seconds.
/// The rent divides the daily price by the seconds in a day before multiplying by the duration: a daily price
/// below 86,400 base units (under nine cents of a 6-decimal stablecoin) rents for free, and every other price
/// loses up to a whole unit per second rented.
contract StreamedNftRentals {
    struct Offer {
        address lender;
        address nft;
        uint256 tokenId;
        uint256 dailyPrice;
        uint256 maxDuration;
        address renter;
        uint256 endsAt;
    }

    IERC20 public immutable payToken;
    address public immutable treasury;
    uint256 public constant FEE_BPS = 300;
    mapping(uint256 => Offer) public offers;
    uint256 public offerCount;

    event Offered(uint256 indexed id, address lender, uint256 dailyPrice);
    event Rented(uint256 indexed id, address renter, uint256 rent, uint256 endsAt);

    constructor(IERC20 token, address treasury_) {
        payToken = token;
        treasury = treasury_;
    }

    function offer(address nft, uint256 tokenId, uint256 dailyPrice, uint256 maxDuration) external returns (uint256 id) {
        IERC721(nft).transferFrom(msg.sender, address(this), tokenId);
        id = ++offerCount;
        offers[id] = Offer(msg.sender, nft, tokenId, dailyPrice, maxDuration, address(0), 0);
        emit Offered(id, msg.sender, dailyPrice);
    }

    function rentFor(uint256 id, uint256 duration) external {
        Offer storage o = offers[id];
        require(o.lender != address(0) && o.renter == address(0), "unavailable");
        require(duration > 0 && duration <= o.maxDuration, "duration");
        // <yes> <report> ARITHMETIC
        uint256 rent = (o.dailyPrice / 1 days) * duration;
        uint256 fee = (rent * FEE_BPS) / 10_000;
        o.renter = msg.sender;
        o.endsAt = block.timestamp + duration;
        require(payToken.transferFrom(msg.sender, o.lender, rent - fee), "rent");
        require(payToken.transferFrom(msg.sender, treasury, fee), "fee");
        emit Rented(id, msg.sender, rent, o.endsAt);
    }

    function reclaim(uint256 id) external {
        Offer storage o = offers[id];
        require(msg.sender == o.lender, "lender");
        require(o.renter == address(0) || block.timestamp >= o.endsAt, "rented");
        address nft = o.nft;
        uint256 tokenId = o.tokenId;
        delete offers[id];
        IERC721(nft).transferFrom(address(this), msg.sender, tokenId);
    }
}
