// SPDX-License-Identifier: MIT
pragma solidity ^0.6.8;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface ITicketMinter {
    function mint(address to, uint256 eventId) external returns (uint256 tokenId);
}

/// Dynamic-pricing primary sale: the organiser's pricing bot moves each tier's price with demand, and fans pay in
/// the event's stablecoin. Fans approve the sale contract once, for the whole season.
contract DynamicPriceSale {
    struct Tier {
        uint256 price;
        uint256 supply;
        uint256 sold;
    }

    IERC20 public immutable stable;
    ITicketMinter public immutable minter;
    address public organiser;
    address public pricer;
    uint256 public immutable eventId;
    uint256 public proceeds;

    mapping(uint256 => Tier) public tiers;

    event PriceSet(uint256 indexed tier, uint256 price);
    event Purchased(address indexed buyer, uint256 indexed tier, uint256 tokenId, uint256 price);

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(IERC20 _stable, ITicketMinter _minter, uint256 _eventId, address _pricer) public {
        stable = _stable;
        minter = _minter;
        eventId = _eventId;
        organiser = msg.sender;
        pricer = _pricer;
    }

    function addTier(uint256 tier, uint256 price, uint256 supply) external onlyOrganiser {
        require(tiers[tier].supply == 0, "exists");
        tiers[tier] = Tier(price, supply, 0);
    }

    function setPrice(uint256 tier, uint256 price) external {
        require(msg.sender == pricer || msg.sender == organiser, "pricer");
        require(tiers[tier].supply > 0, "tier");
        tiers[tier].price = price;
        emit PriceSet(tier, price);
    }

    function buy(uint256 tier) external returns (uint256 tokenId) {
        Tier storage t = tiers[tier];
        require(t.sold < t.supply, "sold out");
        t.sold += 1;
        uint256 price = t.price;
        proceeds += price;
        // <yes> <report> FRONT_RUNNING
        require(stable.transferFrom(msg.sender, address(this), price), "payment");
        tokenId = minter.mint(msg.sender, eventId);
        emit Purchased(msg.sender, tier, tokenId, price);
    }

    function withdrawProceeds(address to) external onlyOrganiser {
        uint256 amount = proceeds;
        proceeds = 0;
        require(stable.transfer(to, amount), "transfer");
    }
}
