// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IMintable is IERC20 {
    function mint(address to, uint256 amount) external;
    function burnFrom(address from, uint256 amount) external;
}

// A launch curve on virtual reserves, paid in a quote token: each trade moves both reserves, one in and one out,
// and the caller names no least amount.
contract VirtualReserveCurve {
    IERC20 public immutable quote;
    IMintable public immutable launched;
    uint256 public reserveQuote;
    uint256 public reserveToken;

    constructor(IERC20 q, IMintable t, uint256 rq, uint256 rt) {
        quote = q;
        launched = t;
        reserveQuote = rq;
        reserveToken = rt;
    }

    function buy(uint256 quoteIn) external returns (uint256 out) {
        out = (quoteIn * reserveToken) / (reserveQuote + quoteIn); // want "VirtualReserveCurve.buy\\(\\) prices the trade from reserveToken"
        uint256 fee = out / 100;
        reserveQuote += quoteIn;
        reserveToken -= out;
        require(quote.transferFrom(msg.sender, address(this), quoteIn), "pay");
        launched.mint(msg.sender, out - fee);
    }

    function sell(uint256 tokensIn) external {
        uint256 out = (tokensIn * reserveQuote) / (reserveToken + tokensIn); // want "VirtualReserveCurve.sell\\(\\) prices the trade from reserveQuote"
        reserveToken += tokensIn;
        reserveQuote -= out;
        launched.burnFrom(msg.sender, tokensIn);
        require(quote.transfer(msg.sender, out), "out");
    }
}

// The same curve with a least amount out from the caller.
contract BoundedReserveCurve {
    IERC20 public immutable quote;
    IMintable public immutable launched;
    uint256 public reserveQuote;
    uint256 public reserveToken;

    constructor(IERC20 q, IMintable t, uint256 rq, uint256 rt) {
        quote = q;
        launched = t;
        reserveQuote = rq;
        reserveToken = rt;
    }

    function buy(uint256 quoteIn, uint256 minOut) external returns (uint256 out) {
        out = (quoteIn * reserveToken) / (reserveQuote + quoteIn);
        require(out >= minOut, "slippage");
        reserveQuote += quoteIn;
        reserveToken -= out;
        require(quote.transferFrom(msg.sender, address(this), quoteIn), "pay");
        launched.mint(msg.sender, out);
    }
}

// A staking pool paid in tokens: shares are minted pro rata, and the deposit moves the staked total and the share
// supply together, so the rate a deposit just before leaves is the same.
contract TokenStakingPool {
    IERC20 public immutable stake;
    uint256 public totalStaked;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    constructor(IERC20 s) {
        stake = s;
    }

    function deposit(uint256 amount) external {
        uint256 minted = totalShares == 0 ? amount : (amount * totalShares) / totalStaked;
        totalStaked += amount;
        totalShares += minted;
        shares[msg.sender] += minted;
        require(stake.transferFrom(msg.sender, address(this), amount), "pay");
    }

    function withdraw(uint256 amount) external {
        uint256 out = (amount * totalStaked) / totalShares;
        shares[msg.sender] -= amount;
        totalShares -= amount;
        totalStaked -= out;
        require(stake.transfer(msg.sender, out), "out");
    }
}

// A fixed-price sale paid in tokens: the price moves with no trade.
contract FixedPriceSale {
    IERC20 public immutable quote;
    IERC20 public immutable sold;
    uint256 public immutable price;
    uint256 public totalSold;

    constructor(IERC20 q, IERC20 s, uint256 p) {
        quote = q;
        sold = s;
        price = p;
    }

    function buy(uint256 quoteIn) external {
        uint256 out = (quoteIn * 1e18) / price;
        totalSold += out;
        require(quote.transferFrom(msg.sender, address(this), quoteIn), "pay");
        require(sold.transfer(msg.sender, out), "out");
    }
}

// A bonus pool shared pro rata on withdrawal, paid in tokens: the bonus per staked token is the same before and
// after any other withdrawal, since each takes its share of the pool with its stake.
contract BonusPool {
    IERC20 public token;
    address[] public stakers;
    mapping(address => uint256) public staked;
    uint256 public bonusPool;

    function totalStaked() public view returns (uint256 total) {
        for (uint256 i = 0; i < stakers.length; i++) {
            total += staked[stakers[i]];
        }
    }

    function withdraw(uint256 amount) external {
        uint256 bonus = (bonusPool * amount) / totalStaked();
        staked[msg.sender] -= amount;
        bonusPool -= bonus;
        require(token.transfer(msg.sender, amount + bonus), "transfer");
    }
}

// Liquid staking: shares minted into the named result at the pool's rate, which the deposit leaves where it was
// (the ether comes in with the shares).
contract EtherPool {
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;

    function pooled() public view returns (uint256) {
        return address(this).balance;
    }

    function submit() external payable returns (uint256 shares) {
        shares = totalShares == 0 ? msg.value : (msg.value * totalShares) / (pooled() - msg.value);
        totalShares += shares;
        sharesOf[msg.sender] += shares;
    }
}
