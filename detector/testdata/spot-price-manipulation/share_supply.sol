pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address a) external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IShareOracle {
    function sharePrice() external view returns (uint256);
}

// Vault shares as collateral, priced from the vault's live holdings over its supply: a donation to the vault
// inflates every share before the borrow.
contract ShareLending {
    IERC20 public vault;
    IERC20 public underlying;
    IERC20 public loanToken;
    IShareOracle public oracle;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public debt;

    function sharePrice() public view returns (uint256) {
        return underlying.balanceOf(address(vault)) * 1e18 / vault.totalSupply(); // want "ShareLending.borrow\\(\\) allows a payout on an amount priced at the ratio of balances"
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 100 <= shares[msg.sender] * sharePrice() / 1e18 * 80, "ltv");
        debt[msg.sender] += amount;
        loanToken.transfer(msg.sender, amount);
    }

    // Safe: the price comes from an oracle, not from balances read now.
    function borrowPriced(uint256 amount) external {
        require((debt[msg.sender] + amount) * 100 <= shares[msg.sender] * oracle.sharePrice() / 1e18 * 80, "ltv");
        debt[msg.sender] += amount;
        loanToken.transfer(msg.sender, amount);
    }

    // Safe: a fixed budget split pro rata over the supply; no balance read now is in it.
    function claimEmission(uint256 budget) external {
        uint256 owed = budget * shares[msg.sender] / vault.totalSupply();
        shares[msg.sender] = 0;
        loanToken.transfer(msg.sender, owed);
    }
}
