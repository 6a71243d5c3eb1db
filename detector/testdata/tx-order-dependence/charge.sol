pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

contract Shop {
    address public owner;
    IERC20 public usdc;
    IERC20 public item;
    uint256 public price;
    uint256 public fee;
    uint256 public immutable fixedPrice;
    mapping(uint256 => uint256) public listed;

    constructor(uint256 p) {
        owner = msg.sender;
        fixedPrice = p;
    }

    function setPrice(uint256 p) external {
        require(msg.sender == owner);
        price = p;
    }

    function setListing(uint256 id, uint256 p) external {
        require(msg.sender == owner);
        listed[id] = p;
    }

    function setFee(uint256 f) external {
        fee = f; // anyone: a bug of its own, and the buyer pays it
    }

    function buy(uint256 units) external { // want "Shop.buy\\(\\) charges the caller units \\* price, which reads price; a privileged account can change it first"
        require(usdc.transferFrom(msg.sender, owner, units * price));
        require(item.transfer(msg.sender, units));
    }

    function buyListed(uint256 id) external { // want "Shop.buyListed\\(\\) charges the caller cost, which reads listed; a privileged account can change it first"
        uint256 cost = listed[id] + fee;
        require(usdc.transferFrom(msg.sender, owner, cost));
        require(item.transfer(msg.sender, id));
    }

    // Safe: the buyer bounds what they pay.
    function buyBounded(uint256 units, uint256 maxCost) external {
        uint256 cost = units * price;
        require(cost <= maxCost);
        require(usdc.transferFrom(msg.sender, owner, cost));
        require(item.transfer(msg.sender, units));
    }

    // Safe: the price is fixed at deployment.
    function buyFixed(uint256 units) external {
        require(usdc.transferFrom(msg.sender, owner, units * fixedPrice));
        require(item.transfer(msg.sender, units));
    }

    // Not a price: the amount paid is staked for the caller, who keeps it.
    mapping(address => uint256) public staked;

    function stake() external {
        require(usdc.transferFrom(msg.sender, address(this), price));
        staked[msg.sender] = staked[msg.sender] + price;
    }

    // Safe: only the owner buys here.
    function restock(uint256 units) external {
        require(msg.sender == owner);
        require(usdc.transferFrom(msg.sender, address(this), units * price));
    }
}

// A fee its trusted setter caps: the race is still there, but the caller loses at most the cap (low).
contract CappedFeeRouter {
    uint256 private constant MAX_FEE_BPS = 100;
    IERC20 public token;
    address public owner;
    uint256 public feeBps = 30;

    constructor(IERC20 t) {
        token = t;
        owner = msg.sender;
    }

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= MAX_FEE_BPS, "cap");
        feeBps = bps;
    }

    function pay(address to, uint256 amount) external { // want "CappedFeeRouter.pay\\(\\) charges the caller amount \\* feeBps / 10000, which reads feeBps; a privileged account can change it first in another transaction \\(within the cap its setters check\\)"
        require(token.transferFrom(msg.sender, to, amount * feeBps / 10000));
    }
}

// One setter caps the fee and another does not: the cap bounds nothing.
contract HalfCappedFeeRouter {
    IERC20 public token;
    address public owner;
    uint256 public feeBps = 30;

    constructor(IERC20 t) {
        token = t;
        owner = msg.sender;
    }

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= 100, "cap");
        feeBps = bps;
    }

    function resetFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        feeBps = bps;
    }

    function pay(address to, uint256 amount) external { // want "HalfCappedFeeRouter.pay\\(\\) charges the caller amount \\* feeBps / 10000, which reads feeBps; a privileged account can change it first in another transaction, and the caller pays"
        require(token.transferFrom(msg.sender, to, amount * feeBps / 10000));
    }
}
