pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
}

// A check between two fields of the charged entry (t.sold < t.supply) is no bound the caller sets on the price.
contract TieredSale {
    struct Tier {
        uint256 price;
        uint256 supply;
        uint256 sold;
    }

    IERC20 public stable;
    address public organiser;
    mapping(uint256 => Tier) public tiers;

    constructor(IERC20 s) {
        stable = s;
        organiser = msg.sender;
    }

    function addTier(uint256 id, uint256 price, uint256 supply) external {
        require(msg.sender == organiser);
        require(tiers[id].supply == 0);
        tiers[id] = Tier(price, supply, 0);
    }

    function setPrice(uint256 id, uint256 price) external {
        require(msg.sender == organiser);
        tiers[id].price = price;
    }

    function buy(uint256 id) external { // want "TieredSale.buy\\(\\) charges the caller price, which reads tiers; a privileged account can change it first"
        Tier storage t = tiers[id];
        require(t.sold < t.supply);
        t.sold += 1;
        uint256 price = t.price;
        require(stable.transferFrom(msg.sender, organiser, price));
    }

    // Safe: the buyer states the most they pay.
    function buyAtMost(uint256 id, uint256 maxPrice) external {
        Tier storage t = tiers[id];
        require(t.sold < t.supply);
        require(t.price <= maxPrice);
        t.sold += 1;
        require(stable.transferFrom(msg.sender, organiser, t.price));
    }
}
