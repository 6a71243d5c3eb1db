pragma solidity ^0.5.17;
pragma experimental ABIEncoderV2;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function sub(uint256 a, uint256 b, string memory reason) internal pure returns (uint256) {
        require(b <= a, reason);
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IDollar {
    function burnFrom(address from, uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
}

// Empty-Set-style coupon market. Below peg, dollars are burnt for coupons with a premium; coupons of an epoch
// expire after COUPON_EXPIRATION epochs; above peg, part of each expansion is set aside as redeemable and
// coupon holders exchange coupons one for one against it.
contract CouponMarket {
    using SafeMath for uint256;

    struct CouponEpoch {
        uint256 outstanding;
        uint256 expiration;
        bool expired;
    }

    uint256 public constant COUPON_EXPIRATION = 90;
    uint256 public constant EPOCH_PERIOD = 8 hours;

    IDollar public dollar;
    address public dao;
    uint256 public genesis;
    uint256 public totalDebt;
    uint256 public totalCoupons;
    uint256 public totalRedeemable;
    mapping(uint256 => CouponEpoch) public epochs;
    mapping(address => mapping(uint256 => uint256)) public couponsOf;

    event CouponPurchase(address indexed account, uint256 indexed epoch, uint256 dollarAmount, uint256 couponAmount);
    event CouponRedemption(address indexed account, uint256 indexed epoch, uint256 couponAmount);
    event CouponExpiration(uint256 indexed epoch, uint256 couponsExpired);

    constructor(IDollar dollar_, address dao_) public {
        dollar = dollar_;
        dao = dao_;
        genesis = now;
    }

    function epoch() public view returns (uint256) {
        return now.sub(genesis).div(EPOCH_PERIOD);
    }

    function premium() public view returns (uint256) {
        return totalDebt.mul(1e18).div(1e24).add(1e16);
    }

    function purchaseCoupons(uint256 dollarAmount) external returns (uint256) {
        require(dollarAmount > 0, "zero");
        require(dollarAmount <= totalDebt, "not enough debt");
        uint256 current = epoch();
        uint256 couponAmount = dollarAmount.add(dollarAmount.mul(premium()).div(1e18));
        dollar.burnFrom(msg.sender, dollarAmount);
        totalDebt = totalDebt.sub(dollarAmount);
        if (epochs[current].outstanding == 0) {
            epochs[current].expiration = current.add(COUPON_EXPIRATION);
        }
        epochs[current].outstanding = epochs[current].outstanding.add(couponAmount);
        couponsOf[msg.sender][current] = couponsOf[msg.sender][current].add(couponAmount);
        totalCoupons = totalCoupons.add(couponAmount);
        emit CouponPurchase(msg.sender, current, dollarAmount, couponAmount);
        return couponAmount;
    }

    function expireCouponsForEpoch(uint256 couponEpoch) external {
        CouponEpoch storage e = epochs[couponEpoch];
        require(!e.expired && e.outstanding > 0, "nothing to expire");
        require(epoch() >= e.expiration, "not expired");
        e.expired = true;
        totalCoupons = totalCoupons.sub(e.outstanding);
        emit CouponExpiration(couponEpoch, e.outstanding);
    }

    function redeemCoupons(uint256 couponEpoch, uint256 couponAmount) external {
        require(epoch().sub(couponEpoch) >= 2, "too early");
        couponsOf[msg.sender][couponEpoch] = couponsOf[msg.sender][couponEpoch].sub(couponAmount, "insufficient coupons");
        epochs[couponEpoch].outstanding = epochs[couponEpoch].outstanding.sub(couponAmount);
        totalRedeemable = totalRedeemable.sub(couponAmount, "not enough redeemable");
        // <yes> <report> OTHER
        require(dollar.transfer(msg.sender, couponAmount), "transfer");
        emit CouponRedemption(msg.sender, couponEpoch, couponAmount);
    }

    function onExpansion(uint256 newRedeemable, uint256 debtRepaid) external {
        require(msg.sender == dao, "dao");
        totalRedeemable = totalRedeemable.add(newRedeemable);
        totalDebt = debtRepaid > totalDebt ? 0 : totalDebt.sub(debtRepaid);
    }

    function onContraction(uint256 newDebt) external {
        require(msg.sender == dao, "dao");
        totalDebt = totalDebt.add(newDebt);
    }
}
