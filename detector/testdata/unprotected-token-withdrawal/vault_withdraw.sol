// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
}

// Safe: solmate's ERC-4626 withdraw, with the allowance spent in a helper that reads the caller itself.
contract HelperSpendVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(IERC20 a) {
        asset = a;
    }

    function _spend(address owner, uint256 shares) internal {
        if (msg.sender != owner) {
            uint256 allowed = allowance[owner][msg.sender];
            if (allowed != type(uint256).max) allowance[owner][msg.sender] = allowed - shares;
        }
    }

    function withdraw(uint256 assets, address receiver, address owner) external returns (uint256 shares) {
        shares = assets * totalSupply / asset.balanceOf(address(this));
        _spend(owner, shares);
        balanceOf[owner] -= shares;
        totalSupply -= shares;
        require(asset.transfer(receiver, assets), "transfer");
    }
}

// Safe: the owner whose shares are burnt must be the caller.
contract OwnerOnlyVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 a) {
        asset = a;
    }

    function redeem(uint256 shares, address receiver, address owner) external returns (uint256 assets) {
        require(msg.sender == owner, "owner");
        assets = shares * asset.balanceOf(address(this)) / totalSupply;
        balanceOf[owner] -= shares;
        totalSupply -= shares;
        require(asset.transfer(receiver, assets), "transfer");
    }
}

// Vulnerable: the helper records the redemption but spends no allowance, and nothing binds owner to the caller.
contract PeekingVault {
    IERC20 public immutable asset;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(IERC20 a) {
        asset = a;
    }

    mapping(address => uint256) public lastRedeemed;

    function _record(address owner, uint256 shares) internal {
        lastRedeemed[owner] = shares;
    }

    function redeem(uint256 shares, address receiver, address owner) external returns (uint256 assets) { // want "PeekingVault.redeem\\(\\) lets any caller transfer assets of the contract.s tokens to receiver"
        _record(owner, shares);
        assets = shares * asset.balanceOf(address(this)) / totalSupply;
        balanceOf[owner] -= shares;
        totalSupply -= shares;
        require(asset.transfer(receiver, assets), "transfer");
    }
}
