pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
    function approve(address, uint256) external returns (bool);
}
interface IRouter { function swap(address from, uint256 amount) external returns (uint256); }
interface IFeed { function latest() external view returns (uint256); }

contract Vault {
    IERC20 public asset;
    IRouter public router;
    IFeed public feed;
    uint256 public maxWithdraw;
    uint256 public rate;
    uint256 public lastPrice;
    mapping(address => uint256) public shares;

    constructor(IERC20 a) { asset = a; }

    function setAsset(IERC20 a) external { asset = a; } // want "Vault.setAsset\\(\\) lets any caller replace asset, the token Vault.deposit\\(\\) pulls in \\(line 34\\)"
    function setRouter(IRouter r) external { router = r; } // want "Vault.setRouter\\(\\) lets any caller replace router, which Vault.harvest\\(\\) approves to spend the contract's tokens \\(line 53\\)"
    function setFeed(IFeed f) external { feed = f; } // want "Vault.setFeed\\(\\) lets any caller replace feed, whose answer Vault.sync\\(\\) stores \\(line 49\\)"
    function setMaxWithdraw(uint256 m) external { maxWithdraw = m; } // want "Vault.setMaxWithdraw\\(\\) lets any caller set maxWithdraw, which a check guarding the payout of Vault.withdraw\\(\\) reads \\(line 39\\)"

    function setRate(uint256 r) external { // want "Vault.setRate\\(\\) lets any caller set rate, which sets the amount Vault.withdraw\\(\\) pays out \\(line 41\\)"
        _setRate(r);
    }

    function _setRate(uint256 r) internal { rate = r; }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        require(amount <= maxWithdraw);
        shares[msg.sender] -= amount;
        _pay(msg.sender, amount * rate / 1e18);
    }

    function _pay(address to, uint256 amount) internal {
        require(asset.transfer(to, amount));
    }

    function sync() external {
        lastPrice = feed.latest();
    }

    function harvest(uint256 amount) external {
        asset.approve(address(router), amount);
        router.swap(address(asset), amount);
    }
}

// Safe: what any caller sets is only reported, or only used by code that moves no value.
contract Registry {
    IFeed public feed;
    uint256 public note;
    string public label;
    event Noted(uint256 note, uint256 price);

    function setFeed(IFeed f) external { feed = f; }
    function setNote(uint256 n) external { note = n; }

    function report() external {
        emit Noted(note, feed.latest());
    }

    function priceIsUp() external view returns (bool) {
        return feed.latest() > note;
    }

    function check(uint256 x) external view {
        require(feed.latest() >= x);
    }
}

// Safe: the values written are not the caller's to choose (a keeper refresh), or are the caller's own entry.
contract Keeper {
    IFeed public immutable feed;
    IERC20 public immutable asset;
    uint256 public price;
    mapping(address => uint256) public limit;
    mapping(address => uint256) public shares;

    constructor(IFeed f, IERC20 a) { feed = f; asset = a; }

    function refresh() external { price = feed.latest(); }
    function setLimit(uint256 l) external { limit[msg.sender] = l; }

    function redeem(uint256 n) external {
        require(n <= limit[msg.sender]);
        shares[msg.sender] -= n;
        require(asset.transfer(msg.sender, n * price / 1e18));
    }
}

// Safe: the public functions update totals from their old values, as deposits and withdrawals do.
contract Pool {
    IERC20 public immutable asset;
    uint256 public constant SCALE = 1e18;
    uint256 public totalShares;
    uint256 public totalAssets;
    mapping(address => uint256) public shares;

    constructor(IERC20 a) { asset = a; }

    function deposit(uint256 amount) external {
        uint256 minted = totalAssets == 0 ? amount : amount * totalShares / totalAssets;
        totalShares = totalShares + minted;
        totalAssets = totalAssets + amount;
        shares[msg.sender] += minted;
        require(asset.transferFrom(msg.sender, address(this), amount));
    }

    function redeem(uint256 n) external {
        uint256 amount = n * totalAssets / totalShares;
        shares[msg.sender] -= n;
        totalShares = totalShares - n;
        totalAssets = totalAssets - amount;
        require(asset.transfer(msg.sender, amount * SCALE / SCALE));
    }
}

// Any caller sets the price of a sale, scaled by a constant.
contract Sale {
    IERC20 public immutable token;
    uint256 public constant UNIT = 1e18;
    uint256 public price;

    constructor(IERC20 t) { token = t; }

    function setPrice(uint256 p) external { // want "Sale.setPrice\\(\\) lets any caller set price, which sets the amount Sale.buy\\(\\) pays out"
        price = p * UNIT;
    }

    function buy() external payable {
        require(token.transfer(msg.sender, msg.value * UNIT / price));
    }
}
