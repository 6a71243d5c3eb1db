// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Safe: the shares are priced from what the caller's pull delivered, measured as the balance delta (a
// fee-on-transfer-safe ERC-4626 deposit for a receiver).
contract DeltaVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public managed;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function _toShares(uint256 assets) internal view returns (uint256) {
        return totalSupply == 0 ? assets : assets * totalSupply / managed;
    }

    function deposit(uint256 assets, address receiver) external returns (uint256 shares) {
        uint256 before = asset.balanceOf(address(this));
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        uint256 received = asset.balanceOf(address(this)) - before;
        shares = _toShares(received);
        managed += received;
        balanceOf[receiver] += shares;
        totalSupply += shares;
    }
}

// Vulnerable: the balance delta is credited, but nothing is pulled from the caller: anyone claims for any
// receiver the tokens someone else sent to the contract.
contract SkimVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public managed;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function mintFor(address receiver) external returns (uint256 shares) { // want "SkimVault.mintFor\\(\\) lets any caller mint shares for receiver in balanceOf out of nothing"
        shares = asset.balanceOf(address(this)) - managed;
        managed += shares;
        balanceOf[receiver] += shares;
        totalSupply += shares;
    }
}
