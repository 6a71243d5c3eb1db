// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function totalSupply() external view returns (uint256);
}

interface IStable {
    function issue(address to, uint256 amount) external;
}

interface IFeed {
    function latestAnswer() external view returns (int256);
}

// A mint priced by an oracle: the caller names a least amount out and the function never reads it.
contract OracleMint {
    IERC20 public immutable collateral;
    IStable public immutable stable;
    IFeed public immutable feed;

    constructor(IERC20 c, IStable s, IFeed f) {
        collateral = c;
        stable = s;
        feed = f;
    }

    function mint(uint256 collateralIn, uint256 minOut) external {
        uint256 value = (collateralIn * uint256(feed.latestAnswer())) / 1e8;
        require(collateral.transferFrom(msg.sender, address(this), collateralIn), "pay");
        stable.issue(msg.sender, value); // want "OracleMint.mint\\(\\) never reads its parameter minOut"
    }

    // Paid in ether: what the caller sends is what it puts in.
    function mintWithEther(uint256 minOut) external payable {
        uint256 value = (msg.value * uint256(feed.latestAnswer())) / 1e8;
        stable.issue(msg.sender, value); // want "OracleMint.mintWithEther\\(\\) never reads"
    }
}

// The same mint, with the bound checked.
contract BoundedOracleMint {
    IERC20 public immutable collateral;
    IStable public immutable stable;
    IFeed public immutable feed;

    constructor(IERC20 c, IStable s, IFeed f) {
        collateral = c;
        stable = s;
        feed = f;
    }

    function mint(uint256 collateralIn, uint256 minOut) external {
        uint256 value = (collateralIn * uint256(feed.latestAnswer())) / 1e8;
        require(value >= minOut, "slippage");
        require(collateral.transferFrom(msg.sender, address(this), collateralIn), "pay");
        stable.issue(msg.sender, value);
    }
}

// A bond whose price rises with the debt every deposit adds; the deposit records the payout for vesting.
contract DebtPricedBond {
    struct Bond {
        uint256 payout;
        uint256 pricePaid;
    }

    IERC20 public immutable principal;
    IERC20 public immutable payoutToken;
    uint256 public totalDebt;
    uint256 public controlVariable = 400;
    mapping(address => Bond) public bondInfo;

    constructor(IERC20 p, IERC20 t) {
        principal = p;
        payoutToken = t;
    }

    function bondPrice() public view returns (uint256) {
        return 1e9 + (controlVariable * totalDebt * 1e9) / payoutToken.totalSupply();
    }

    function deposit(uint256 amount, uint256 maxPrice, address depositor) external returns (uint256) {
        uint256 price = bondPrice();
        uint256 payout = (amount * 1e9) / price; // want "DebtPricedBond.deposit\\(\\) never reads its parameter maxPrice"
        require(principal.transferFrom(msg.sender, address(this), amount), "pay");
        totalDebt += payout;
        bondInfo[depositor] = Bond({payout: bondInfo[depositor].payout + payout, pricePaid: price});
        return payout;
    }
}

// The same bond, with the most price the caller accepts checked.
contract BoundedBond {
    struct Bond {
        uint256 payout;
        uint256 pricePaid;
    }

    IERC20 public immutable principal;
    IERC20 public immutable payoutToken;
    uint256 public totalDebt;
    uint256 public controlVariable = 400;
    mapping(address => Bond) public bondInfo;

    constructor(IERC20 p, IERC20 t) {
        principal = p;
        payoutToken = t;
    }

    function bondPrice() public view returns (uint256) {
        return 1e9 + (controlVariable * totalDebt * 1e9) / payoutToken.totalSupply();
    }

    function deposit(uint256 amount, uint256 maxPrice, address depositor) external returns (uint256) {
        uint256 price = bondPrice();
        require(price <= maxPrice, "slippage");
        uint256 payout = (amount * 1e9) / price;
        require(principal.transferFrom(msg.sender, address(this), amount), "pay");
        totalDebt += payout;
        bondInfo[depositor] = Bond({payout: bondInfo[depositor].payout + payout, pricePaid: price});
        return payout;
    }
}

interface IReceiver {
    function onDeposit(address from, uint256 amount, uint256 data) external returns (uint256);
}

// Unread parameters where what is paid follows no moving price: a fixed rate, and a fixed reward an interface
// makes the function take a parameter for.
contract FixedRate is IReceiver {
    uint256 public constant RATE = 3;
    IERC20 public immutable token;
    IERC20 public immutable reward;

    constructor(IERC20 t, IERC20 r) {
        token = t;
        reward = r;
    }

    function swap(uint256 amountIn, uint256 referralCode) external {
        require(token.transferFrom(msg.sender, address(this), amountIn), "pay");
        require(reward.transfer(msg.sender, amountIn * RATE), "out");
    }

    function onDeposit(address from, uint256 amount, uint256 data) external override returns (uint256) {
        require(msg.sender == address(token), "token");
        require(reward.transfer(from, 1e18), "out");
        return amount;
    }
}
