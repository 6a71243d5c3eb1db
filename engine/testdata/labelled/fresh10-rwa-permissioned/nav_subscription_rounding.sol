// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface INavOracle {
    function latestNav() external view returns (uint256 navPerShare, uint256 updatedAt);
}

/// Tokenised treasury-bill fund: allowlisted investors subscribe in USDC at the latest NAV per share (18 decimals),
/// and pay an entry fee in basis points.
contract TBillFund {
    IERC20 public immutable usdc;
    INavOracle public immutable oracle;
    address public manager;
    uint256 public entryFeeBps = 10;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;
    mapping(address => bool) public allowlisted;

    event Subscribed(address indexed investor, uint256 assets, uint256 shares);

    modifier onlyManager() {
        require(msg.sender == manager, "manager only");
        _;
    }

    constructor(IERC20 _usdc, INavOracle _oracle) {
        usdc = _usdc;
        oracle = _oracle;
        manager = msg.sender;
    }

    function setAllowlisted(address who, bool ok) external onlyManager {
        allowlisted[who] = ok;
    }

    function setEntryFee(uint256 bps) external onlyManager {
        require(bps <= 100, "fee too high");
        entryFeeBps = bps;
    }

    function subscribe(uint256 assets) external returns (uint256 shares) {
        require(allowlisted[msg.sender], "not allowlisted");
        (uint256 nav, uint256 updatedAt) = oracle.latestNav();
        require(block.timestamp - updatedAt <= 1 days, "stale nav");
        uint256 net = assets - (assets * entryFeeBps) / 10_000;
        // USDC has 6 decimals, shares 18: whole shares at the NAV, then scaled.
        // <yes> <report> ARITHMETIC
        shares = (net * 1e12) / nav * 1e18;
        require(shares > 0, "zero shares");
        require(usdc.transferFrom(msg.sender, address(this), assets), "transfer failed");
        sharesOf[msg.sender] += shares;
        totalShares += shares;
        emit Subscribed(msg.sender, assets, shares);
    }
}
