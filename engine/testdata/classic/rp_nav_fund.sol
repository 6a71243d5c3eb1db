// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Tokenised fund share class priced at NAV: the fund administrator publishes the NAV; allowlisted investors
/// subscribe and redeem at it with a minimum-out bound and a freshness limit. Multiplications come before divisions.
contract NavShareClass {
    IERC20 public immutable asset;
    address public administrator;
    address public pendingAdministrator;
    uint256 public navPerShare = 1e18; // asset units per share, scaled 1e18
    uint256 public navUpdatedAt;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public allowlisted;

    event NavUpdated(uint256 nav);
    event Subscribed(address indexed investor, uint256 assets, uint256 shares);
    event Redeemed(address indexed investor, uint256 shares, uint256 assets);

    modifier onlyAdministrator() {
        require(msg.sender == administrator, "administrator only");
        _;
    }

    constructor(IERC20 _asset) {
        asset = _asset;
        administrator = msg.sender;
        navUpdatedAt = block.timestamp;
    }

    function proposeAdministrator(address next) external onlyAdministrator {
        pendingAdministrator = next;
    }

    function acceptAdministrator() external {
        require(msg.sender == pendingAdministrator, "not proposed");
        administrator = pendingAdministrator;
        pendingAdministrator = address(0);
    }

    function setAllowlisted(address who, bool ok) external onlyAdministrator {
        allowlisted[who] = ok;
    }

    function updateNav(uint256 nav) external onlyAdministrator {
        require(nav > 0, "zero nav");
        navPerShare = nav;
        navUpdatedAt = block.timestamp;
        emit NavUpdated(nav);
    }

    function subscribe(uint256 assets, uint256 minShares) external returns (uint256 shares) {
        require(allowlisted[msg.sender], "not allowlisted");
        require(block.timestamp - navUpdatedAt <= 1 days, "stale nav");
        shares = (assets * 1e18) / navPerShare;
        require(shares >= minShares && shares > 0, "slippage");
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer failed");
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
        emit Subscribed(msg.sender, assets, shares);
    }

    function redeem(uint256 shares, uint256 minAssets) external returns (uint256 assets) {
        require(allowlisted[msg.sender], "not allowlisted");
        require(block.timestamp - navUpdatedAt <= 1 days, "stale nav");
        assets = (shares * navPerShare) / 1e18;
        require(assets >= minAssets, "slippage");
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(asset.transfer(msg.sender, assets), "transfer failed");
        emit Redeemed(msg.sender, shares, assets);
    }
}
