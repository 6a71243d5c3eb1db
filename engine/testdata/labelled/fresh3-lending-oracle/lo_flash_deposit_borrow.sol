// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address a) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IYieldVault {
    function totalSupply() external view returns (uint256);
    function balanceOf(address a) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// Accepts yield-vault shares as collateral and prices them from the vault's live holdings: a flash loan donated
// to the vault (or deposited in the same transaction) inflates every share before the borrow.
contract VaultShareLending {
    IYieldVault public immutable vault;
    IERC20 public immutable underlying;
    IERC20 public immutable borrowAsset;
    mapping(address => uint256) public sharesPosted;
    mapping(address => uint256) public borrowedOf;

    constructor(IYieldVault v, IERC20 u, IERC20 b) {
        vault = v;
        underlying = u;
        borrowAsset = b;
    }

    function sharePrice() public view returns (uint256) {
        // <yes> <report> OTHER
        return underlying.balanceOf(address(vault)) * 1e18 / vault.totalSupply();
    }

    function post(uint256 shares) external {
        require(vault.transferFrom(msg.sender, address(this), shares));
        sharesPosted[msg.sender] += shares;
    }

    function borrow(uint256 amount) external {
        uint256 value = sharesPosted[msg.sender] * sharePrice() / 1e18;
        require((borrowedOf[msg.sender] + amount) * 100 <= value * 80, "ltv");
        borrowedOf[msg.sender] += amount;
        require(borrowAsset.transfer(msg.sender, amount));
    }
}
