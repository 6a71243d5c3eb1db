// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Implementation behind per-issue proxies of a tokenised bond platform. The issuer's deployment script creates the
/// proxy, then initialises it in a second transaction.
contract BondImplementation {
    address public issuer;
    IERC20 public cash;
    uint256 public maturity;
    uint256 public faceValue;
    uint256 public totalSupply;
    bool private initialized;
    mapping(address => uint256) public balanceOf;

    event Initialized(address issuer, uint256 maturity);
    event Redeemed(address holder, uint256 amount);

    modifier onlyIssuer() {
        require(msg.sender == issuer, "issuer only");
        _;
    }

    function initialize(address _issuer, IERC20 _cash, uint256 _maturity, uint256 _face) external {
        require(!initialized, "initialized");
        initialized = true;
        // <yes> <report> ACCESS_CONTROL
        issuer = _issuer;
        cash = _cash;
        maturity = _maturity;
        faceValue = _face;
        emit Initialized(_issuer, _maturity);
    }

    function issue(address to, uint256 amount) external onlyIssuer {
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function withdrawCash(address to, uint256 amount) external onlyIssuer {
        require(cash.transfer(to, amount), "transfer failed");
    }

    function redeem() external {
        require(block.timestamp >= maturity, "not matured");
        uint256 bonds = balanceOf[msg.sender];
        balanceOf[msg.sender] = 0;
        totalSupply -= bonds;
        require(cash.transfer(msg.sender, bonds * faceValue), "transfer failed");
        emit Redeemed(msg.sender, bonds);
    }
}
