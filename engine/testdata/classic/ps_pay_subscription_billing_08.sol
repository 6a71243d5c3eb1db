// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Pull-payment subscriptions: each subscription records the price and period the subscriber agreed to, so
/// a merchant's later price change never applies to it; a charge is due at most once per period; only the
/// subscriber or the merchant may cancel.
contract PullSubscriptions {
    struct Plan {
        address merchant;
        uint128 price;
        uint32 period;
        bool active;
    }

    struct Subscription {
        address subscriber;
        uint256 planId;
        uint128 price;
        uint32 period;
        uint64 nextCharge;
        bool active;
    }

    IERC20 public immutable token;
    uint256 public planCount;
    uint256 public subCount;
    mapping(uint256 => Plan) public plans;
    mapping(uint256 => Subscription) public subs;

    event PlanCreated(uint256 indexed id, address indexed merchant, uint128 price, uint32 period);
    event Subscribed(uint256 indexed id, address indexed subscriber, uint256 planId);
    event Charged(uint256 indexed id, uint128 amount, uint64 nextCharge);
    event Cancelled(uint256 indexed id, address by);

    constructor(IERC20 _token) {
        token = _token;
    }

    function createPlan(uint128 price, uint32 period) external returns (uint256 id) {
        require(price > 0, "price");
        require(period >= 1 days, "period");
        id = ++planCount;
        plans[id] = Plan(msg.sender, price, period, true);
        emit PlanCreated(id, msg.sender, price, period);
    }

    function retirePlan(uint256 planId) external {
        require(msg.sender == plans[planId].merchant, "merchant");
        plans[planId].active = false;
    }

    function subscribe(uint256 planId) external returns (uint256 id) {
        Plan memory p = plans[planId];
        require(p.active, "plan");
        id = ++subCount;
        subs[id] = Subscription(msg.sender, planId, p.price, p.period, uint64(block.timestamp) + p.period, true);
        require(token.transferFrom(msg.sender, p.merchant, p.price), "first charge");
        emit Subscribed(id, msg.sender, planId);
    }

    /// Anyone may trigger a due charge; the amount and the payee are fixed by the subscription.
    function charge(uint256 id) external {
        Subscription storage s = subs[id];
        require(s.active, "inactive");
        require(block.timestamp >= s.nextCharge, "not due");
        s.nextCharge += s.period;
        address merchant = plans[s.planId].merchant;
        require(token.transferFrom(s.subscriber, merchant, s.price), "charge failed");
        emit Charged(id, s.price, s.nextCharge);
    }

    function cancel(uint256 id) external {
        Subscription storage s = subs[id];
        require(s.active, "inactive");
        require(msg.sender == s.subscriber || msg.sender == plans[s.planId].merchant, "not allowed");
        s.active = false;
        emit Cancelled(id, msg.sender);
    }
}
