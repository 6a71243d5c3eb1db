// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// A staking wrapper that tracks its own assets (donations do not change the share price) and burns a minimum
/// amount of shares on the first deposit.
contract StakedToken {
    uint256 private constant MINIMUM_SHARES = 1e3;
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

    IERC20 public immutable underlying;
    uint256 public totalSupply;
    uint256 public totalManaged;
    mapping(address => uint256) public balanceOf;
    uint256 private locked = 1;

    event Staked(address indexed user, uint256 assets, uint256 shares);
    event Unstaked(address indexed user, uint256 assets, uint256 shares);

    modifier nonReentrant() {
        require(locked == 1, "REENTRANCY");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IERC20 _underlying) {
        underlying = _underlying;
    }

    function stake(uint256 assets, uint256 minShares) external nonReentrant returns (uint256 shares) {
        uint256 supply = totalSupply;
        if (supply == 0) {
            require(assets > MINIMUM_SHARES, "too small");
            shares = assets - MINIMUM_SHARES;
            totalSupply = MINIMUM_SHARES;
            balanceOf[DEAD] = MINIMUM_SHARES;
        } else {
            shares = assets * supply / totalManaged;
        }
        require(shares > 0 && shares >= minShares, "slippage");
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
        totalManaged += assets;
        require(underlying.transferFrom(msg.sender, address(this), assets), "transfer");
        emit Staked(msg.sender, assets, shares);
    }

    function unstake(uint256 shares, uint256 minAssets) external nonReentrant returns (uint256 assets) {
        assets = shares * totalManaged / totalSupply;
        require(assets >= minAssets, "slippage");
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        require(underlying.transfer(msg.sender, assets), "transfer");
        emit Unstaked(msg.sender, assets, shares);
    }
}
