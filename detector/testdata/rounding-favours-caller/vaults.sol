// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.18;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library FixedPoint {
    function mulDivUp(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        uint256 p = x * y;
        return p == 0 ? 0 : (p - 1) / d + 1;
    }
}

contract FloorVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function previewWithdraw(uint256 assets) public view returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? assets : (assets * supply) / totalAssets(); // want "FloorVault.withdraw\\(\\) pays out assets and debits balanceOf\\[msg.sender\\] by \\(assets \\* supply\\) / totalAssets\\(\\), rounded down"
    }

    function previewMint(uint256 shares) public view returns (uint256) {
        return (shares * totalAssets()) / totalSupply; // want "FloorVault.mint\\(\\) credits shares and charges \\(shares \\* totalAssets\\(\\)\\) / totalSupply for it, rounded down"
    }

    // Vulnerable: shares burnt for the assets paid round down.
    function withdraw(uint256 assets) external returns (uint256 shares) {
        shares = previewWithdraw(assets);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(asset.transfer(msg.sender, assets));
    }

    // Vulnerable: assets charged for the shares credited round down.
    function mint(uint256 shares) external returns (uint256 assets) {
        assets = previewMint(shares);
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }

    // Safe: the caller names the shares; the assets paid for them round down, against the caller.
    function redeem(uint256 shares) external returns (uint256 assets) {
        assets = (shares * totalAssets()) / totalSupply;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(asset.transfer(msg.sender, assets));
    }

    // Safe: the caller names the assets; the shares credited round down, against the caller.
    function deposit(uint256 assets) external returns (uint256 shares) {
        shares = (assets * totalSupply) / totalAssets();
        require(asset.transferFrom(msg.sender, address(this), assets));
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }
}

contract CeilVault {
    using FixedPoint for uint256;

    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public totalManaged;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    // Safe: rounded up.
    function withdraw(uint256 assets) external returns (uint256 shares) {
        shares = assets.mulDivUp(totalSupply, totalManaged);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        require(asset.transfer(msg.sender, assets));
    }

    // Safe: rounded up by hand.
    function withdrawInline(uint256 assets) external {
        uint256 shares = (assets * totalSupply + totalManaged - 1) / totalManaged + 1;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        require(asset.transfer(msg.sender, assets));
    }

    // Safe: rounded up by hand, without the + 1.
    function withdrawCeil(uint256 assets) external {
        uint256 shares = (assets * totalSupply + totalManaged - 1) / totalManaged;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        require(asset.transfer(msg.sender, assets));
    }

    // Safe: a fee scaled by a constant, not a conversion.
    function withdrawWithFee(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        uint256 fee = (amount * 30) / 10000;
        require(asset.transfer(msg.sender, amount - fee));
    }
}
