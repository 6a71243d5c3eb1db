// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Safe: ERC-4626's deposit(assets, receiver) credits any receiver with shares bought by the caller's assets.
contract SimpleVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function deposit(uint256 assets, address receiver) external returns (uint256 shares) {
        shares = totalSupply == 0 ? assets : assets * totalSupply / asset.balanceOf(address(this));
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        balanceOf[receiver] += shares;
        totalSupply += shares;
    }
}

// Vulnerable: the shares credited are a number the caller picks, whatever it paid.
contract LooseVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function deposit(uint256 assets, uint256 shares, address receiver) external { // want "LooseVault.deposit\\(\\) lets any caller mint shares for receiver in balanceOf out of nothing"
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        balanceOf[receiver] += shares;
        totalSupply += shares;
    }
}
