// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.18;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Asset-denominated vault
/// @notice withdraw(assets) burns the shares worth `assets`, rounded down. Once a share is worth more than
/// one unit of asset, a withdrawal of a few wei burns zero shares: repeated, it drains the vault for free.
contract AssetVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 _asset) {
        asset = _asset;
    }

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? assets : (assets * supply) / totalAssets();
        require(shares > 0, "zero shares");
        require(asset.transferFrom(msg.sender, address(this), assets), "transferFrom");
        totalSupply = supply + shares;
        balanceOf[msg.sender] += shares;
    }

    function withdraw(uint256 assets) external returns (uint256 shares) {
        // <yes> <report> OTHER
        shares = (assets * totalSupply) / totalAssets();
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(asset.transfer(msg.sender, assets), "transfer");
    }
}
