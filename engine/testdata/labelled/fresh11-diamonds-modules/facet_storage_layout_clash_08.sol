// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

// The shared layout of a marketplace diamond, meant to sit at slot 0 in every facet.
struct AppStorage {
    address owner;
    uint96 feeBps;
    mapping(uint256 => Listing) listings;
    uint256 nextListingId;
    mapping(address => uint256) proceeds;
}

struct Listing {
    address seller;
    uint256 price;
    bool active;
}

contract MarketFacet {
    AppStorage internal s;

    event Listed(uint256 indexed id, address indexed seller, uint256 price);
    event Sold(uint256 indexed id, address indexed buyer);

    function list(uint256 price) external returns (uint256 id) {
        require(price > 0, "MarketFacet: zero price");
        id = s.nextListingId++;
        s.listings[id] = Listing(msg.sender, price, true);
        emit Listed(id, msg.sender, price);
    }

    function buy(uint256 id) external payable {
        Listing storage l = s.listings[id];
        require(l.active, "MarketFacet: inactive");
        require(msg.value == l.price, "MarketFacet: wrong price");
        l.active = false;
        uint256 fee = (msg.value * s.feeBps) / 10_000;
        s.proceeds[l.seller] += msg.value - fee;
        s.proceeds[s.owner] += fee;
        emit Sold(id, msg.sender);
    }

    function withdrawProceeds() external {
        uint256 amount = s.proceeds[msg.sender];
        s.proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "MarketFacet: transfer failed");
    }

    function setFee(uint96 feeBps) external {
        require(msg.sender == s.owner, "MarketFacet: not owner");
        require(feeBps <= 1_000, "MarketFacet: fee too high");
        s.feeBps = feeBps;
    }
}

// A referral facet added later. It declares a variable of its own before the shared struct, so in the
// diamond's storage its referralRegistrar is slot 0, the owner slot of every other facet: whoever
// registers as registrar (the first caller) becomes the marketplace owner and sets fees and takes them.
contract ReferralFacet {
    address internal referralRegistrar;
    AppStorage internal s;
    mapping(address => address) internal referrerOf;

    event ReferrerSet(address indexed user, address indexed referrer);

    function claimRegistrar() external {
        require(referralRegistrar == address(0), "ReferralFacet: registrar set");
        // <yes> <report> OTHER
        referralRegistrar = msg.sender;
    }

    function setReferrer(address user, address referrer) external {
        require(msg.sender == referralRegistrar, "ReferralFacet: not registrar");
        require(referrerOf[user] == address(0), "ReferralFacet: already set");
        referrerOf[user] = referrer;
        emit ReferrerSet(user, referrer);
    }
}
