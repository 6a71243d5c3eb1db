pragma solidity ^0.7.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract LendingVault {
    IERC20 public asset;
    address public governance;
    uint256 public totalAssets;
    uint256 public totalShares;
    uint256 public totalDebt;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public debt;

    constructor(IERC20 _asset) {
        asset = _asset;
        governance = msg.sender;
    }

    function deposit(uint256 amount) external {
        uint256 minted = totalShares == 0 ? amount : amount * totalShares / totalAssets;
        require(asset.transferFrom(msg.sender, address(this), amount), "in");
        shares[msg.sender] += minted;
        totalShares += minted;
        totalAssets += amount;
    }

    function withdraw(uint256 shareAmount) external {
        uint256 amount = shareAmount * totalAssets / totalShares;
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        totalAssets -= amount;
        require(asset.transfer(msg.sender, amount), "out");
    }

    // bad debt is written off against depositors, but the total is not bounded by what is left
    function writeOff(address account, uint256 recovered) external {
        require(msg.sender == governance, "gov");
        uint256 loss = debt[account] - recovered;
        debt[account] = 0;
        totalDebt -= loss;
        // <yes> <report> ARITHMETIC
        totalAssets -= loss;
    }
}
