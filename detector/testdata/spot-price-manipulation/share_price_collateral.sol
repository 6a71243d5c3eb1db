pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

// A vault whose price per share is its own balance over its supply: a donation raises it.
contract BalanceVault {
    IERC20 public immutable underlying;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 u) {
        underlying = u;
    }

    function pricePerShare() public view returns (uint256) {
        if (totalSupply == 0) return 1e18;
        return underlying.balanceOf(address(this)) * 1e18 / totalSupply;
    }

    // Safe here: the vault redeems its own shares at its own price; a donation only gifts the holders.
    function withdraw(uint256 shares) external {
        uint256 amount = shares * pricePerShare() / 1e18;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(underlying.transfer(msg.sender, amount));
    }
}

// A vault whose price per share counts the assets it recorded.
contract RecordedVault {
    uint256 public totalSupply;
    uint256 public totalManaged;

    function pricePerShare() public view returns (uint256) {
        if (totalSupply == 0) return 1e18;
        return totalManaged * 1e18 / totalSupply;
    }
}

contract ShareCreditLine {
    BalanceVault public immutable vault;
    RecordedVault public immutable recorded;
    IERC20 public immutable stable;
    mapping(address => uint256) public pledged;
    mapping(address => uint256) public owed;

    constructor(BalanceVault v, RecordedVault r, IERC20 s) {
        vault = v;
        recorded = r;
        stable = s;
    }

    // The other contract's balance-derived share price values the collateral.
    function draw(uint256 amount) external {
        uint256 value = pledged[msg.sender] * vault.pricePerShare() / 1e18; // want "ShareCreditLine.draw\\(\\) allows a payout on an amount priced .*vault.pricePerShare\\(\\)"
        require(owed[msg.sender] + amount <= value / 2, "limit");
        owed[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    // Safe: the recorded vault's price does not move with a donation.
    function drawRecorded(uint256 amount) external {
        uint256 value = pledged[msg.sender] * recorded.pricePerShare() / 1e18;
        require(owed[msg.sender] + amount <= value / 2, "limit");
        owed[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }
}
