// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Private-credit fund token. The fund accountant publishes the NAV after each valuation; redemptions pay out at
/// the published NAV in the settlement stablecoin.
contract CreditFundShares {
    IERC20 public immutable settlement;
    address public accountant;
    address public owner;
    uint256 public nav = 1e18; // settlement units per share, 18 decimals
    uint256 public lastValuation;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    event NavPublished(uint256 nav, uint256 at);
    event Redeemed(address indexed holder, uint256 shares, uint256 paid);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    constructor(IERC20 _settlement, address _accountant) {
        settlement = _settlement;
        accountant = _accountant;
        owner = msg.sender;
    }

    function setAccountant(address a) external onlyOwner {
        accountant = a;
    }

    function mint(address to, uint256 shares) external onlyOwner {
        balanceOf[to] += shares;
        totalSupply += shares;
    }

    function publishNav(uint256 newNav) external {
        require(newNav > 0, "zero nav");
        // <yes> <report> ACCESS_CONTROL
        nav = newNav;
        lastValuation = block.timestamp;
        emit NavPublished(newNav, block.timestamp);
    }

    function redeem(uint256 shares) external {
        require(block.timestamp <= lastValuation + 7 days, "valuation stale");
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        uint256 paid = (shares * nav) / 1e18;
        require(settlement.transfer(msg.sender, paid), "transfer failed");
        emit Redeemed(msg.sender, shares, paid);
    }
}
