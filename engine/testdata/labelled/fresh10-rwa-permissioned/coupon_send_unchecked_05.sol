pragma solidity ^0.5.12;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

/// Tokenised bond paying an ether coupon each period; holders claim the coupon of each period once.
contract EtherCouponBond {
    using SafeMath for uint256;

    address public issuer;
    uint256 public totalSupply;
    uint256 public currentPeriod;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public couponPerBond;
    mapping(uint256 => mapping(address => bool)) public claimed;

    event CouponDeclared(uint256 period, uint256 perBond);
    event CouponClaimed(address holder, uint256 period, uint256 amount);

    modifier onlyIssuer() {
        require(msg.sender == issuer, "issuer only");
        _;
    }

    constructor(uint256 supply) public {
        issuer = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(value);
        balanceOf[to] = balanceOf[to] + value;
        return true;
    }

    function declareCoupon() external payable onlyIssuer {
        currentPeriod += 1;
        couponPerBond[currentPeriod] = msg.value.div(totalSupply);
        emit CouponDeclared(currentPeriod, couponPerBond[currentPeriod]);
    }

    function claimCoupon(uint256 period) external {
        require(period > 0 && period <= currentPeriod, "bad period");
        require(!claimed[period][msg.sender], "claimed");
        claimed[period][msg.sender] = true;
        uint256 amount = balanceOf[msg.sender].mul(couponPerBond[period]);
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount);
        emit CouponClaimed(msg.sender, period, amount);
    }

    function sweep(address payable to, uint256 amount) external onlyIssuer {
        (bool ok, ) = to.call.value(amount)("");
        require(ok, "sweep failed");
    }
}
