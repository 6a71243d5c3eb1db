// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Tokenised fixed-rate bond: the issuer funds each coupon, which raises a cumulative coupon index per bond; each
/// holder's coupons are settled into `owed` before any change of their balance, and holders claim their own.
/// Principal is redeemed at maturity. Transfers are restricted to an allowlist.
contract CouponBond {
    IERC20 public immutable cash;
    address public issuer;
    uint256 public immutable maturity;
    uint256 public immutable faceValue;
    uint256 public couponIndex;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public allowlisted;
    mapping(address => uint256) public indexOf;
    mapping(address => uint256) public owed;

    event CouponFunded(uint256 perBond, uint256 index);
    event CouponClaimed(address indexed holder, uint256 amount);

    modifier onlyIssuer() {
        require(msg.sender == issuer, "issuer only");
        _;
    }

    constructor(IERC20 _cash, uint256 _maturity, uint256 _face) {
        cash = _cash;
        issuer = msg.sender;
        maturity = _maturity;
        faceValue = _face;
    }

    function setAllowlisted(address who, bool ok) external onlyIssuer {
        allowlisted[who] = ok;
    }

    function _settle(address holder) internal {
        owed[holder] += balanceOf[holder] * (couponIndex - indexOf[holder]);
        indexOf[holder] = couponIndex;
    }

    function issue(address to, uint256 amount) external onlyIssuer {
        require(allowlisted[to], "not allowlisted");
        _settle(to);
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(allowlisted[msg.sender] && allowlisted[to], "restricted");
        _settle(msg.sender);
        _settle(to);
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function fundCoupon(uint256 perBond) external onlyIssuer {
        require(block.timestamp < maturity, "matured");
        require(cash.transferFrom(msg.sender, address(this), perBond * totalSupply), "funding failed");
        couponIndex += perBond;
        emit CouponFunded(perBond, couponIndex);
    }

    function claimCoupons() external {
        _settle(msg.sender);
        uint256 amount = owed[msg.sender];
        require(amount > 0, "nothing owed");
        owed[msg.sender] = 0;
        require(cash.transfer(msg.sender, amount), "transfer failed");
        emit CouponClaimed(msg.sender, amount);
    }

    function redeem() external {
        require(block.timestamp >= maturity, "not matured");
        _settle(msg.sender);
        uint256 bonds = balanceOf[msg.sender];
        require(bonds > 0, "no bonds");
        balanceOf[msg.sender] = 0;
        totalSupply -= bonds;
        require(cash.transfer(msg.sender, bonds * faceValue), "transfer failed");
    }
}
