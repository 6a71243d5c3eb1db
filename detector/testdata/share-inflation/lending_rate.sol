pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

// The assets counted are the cash held plus what is lent out: a donation still raises them.
contract LendingVault {
    IERC20 public asset;
    uint256 public totalSupply;
    uint256 public totalBorrowed;
    mapping(address => uint256) public balanceOf;

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this)) + totalBorrowed;
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? assets : assets * supply / totalAssets(); // want "LendingVault.deposit\\(\\) mints shares as assets \\* supply / totalAssets\\(\\), divided by the contract's own balance"
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }
}

// A Compound-style market: shares are minted at an exchange rate proportional to the cash held, which a
// donation to an empty market inflates.
contract Market {
    IERC20 public underlying;
    uint256 public totalSupply;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    uint256 internal constant INITIAL_RATE = 2e26;
    mapping(address => uint256) public accountTokens;

    function getCash() internal view returns (uint256) {
        return underlying.balanceOf(address(this));
    }

    function exchangeRate() public view returns (uint256) {
        if (totalSupply == 0) return INITIAL_RATE;
        return (getCash() + totalBorrows - totalReserves) * 1e18 / totalSupply;
    }

    function mint(uint256 amount) external {
        uint256 rate = exchangeRate();
        require(underlying.transferFrom(msg.sender, address(this), amount));
        uint256 minted = amount * 1e18 / rate; // want "Market.mint\\(\\) mints shares as amount \\* 1e18 / rate, divided by the contract's own balance"
        totalSupply += minted;
        accountTokens[msg.sender] += minted;
    }
}

// Safe: the exchange rate counts the cash the market recorded, not what it holds.
contract RecordedMarket {
    IERC20 public underlying;
    uint256 public totalSupply;
    uint256 public totalCash;
    uint256 public totalBorrows;
    uint256 internal constant INITIAL_RATE = 2e26;
    mapping(address => uint256) public accountTokens;

    function exchangeRate() public view returns (uint256) {
        if (totalSupply == 0) return INITIAL_RATE;
        return (totalCash + totalBorrows) * 1e18 / totalSupply;
    }

    function mint(uint256 amount) external {
        uint256 rate = exchangeRate();
        require(underlying.transferFrom(msg.sender, address(this), amount));
        totalCash += amount;
        uint256 minted = amount * 1e18 / rate;
        totalSupply += minted;
        accountTokens[msg.sender] += minted;
    }
}
