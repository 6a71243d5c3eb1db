// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
}

/// Recurring billing for a SaaS merchant: a subscriber approves the contract once; the merchant's keeper
/// charges each plan period. Cancelling stops future charges; a cancelled subscriber keeps access until the
/// end of the period already paid.
contract RecurringBilling {
    struct Subscription {
        address subscriber;
        uint256 planId;
        uint256 nextCharge;
        bool active;
    }

    struct Plan {
        uint256 price;
        uint256 period;
        bool exists;
    }

    IERC20 public immutable token;
    address public immutable merchant;
    address public keeper;

    mapping(uint256 => Plan) public plans;
    mapping(uint256 => Subscription) public subscriptions;
    uint256 public nextSubId = 1;

    event Subscribed(uint256 indexed id, address indexed subscriber, uint256 planId);
    event Charged(uint256 indexed id, uint256 amount);
    event Cancelled(uint256 indexed id);

    constructor(IERC20 _token, address _keeper) {
        token = _token;
        merchant = msg.sender;
        keeper = _keeper;
    }

    function addPlan(uint256 planId, uint256 price, uint256 period) external {
        require(msg.sender == merchant, "merchant");
        require(!plans[planId].exists, "exists");
        require(period >= 1 days, "period");
        plans[planId] = Plan(price, period, true);
    }

    function subscribe(uint256 planId) external returns (uint256 id) {
        Plan memory p = plans[planId];
        require(p.exists, "no plan");
        require(token.transferFrom(msg.sender, merchant, p.price), "first charge");
        id = nextSubId++;
        subscriptions[id] = Subscription(msg.sender, planId, block.timestamp + p.period, true);
        emit Subscribed(id, msg.sender, planId);
    }

    function charge(uint256 id) external {
        require(msg.sender == keeper, "keeper");
        Subscription storage s = subscriptions[id];
        require(s.active, "inactive");
        require(block.timestamp >= s.nextCharge, "not due");
        Plan memory p = plans[s.planId];
        s.nextCharge += p.period;
        require(token.transferFrom(s.subscriber, merchant, p.price), "charge failed");
        emit Charged(id, p.price);
    }

    function cancel(uint256 id) external {
        Subscription storage s = subscriptions[id];
        require(s.active, "inactive");
        // <yes> <report> ACCESS_CONTROL
        s.active = false;
        emit Cancelled(id);
    }

    function hasAccess(uint256 id) external view returns (bool) {
        Subscription memory s = subscriptions[id];
        return s.subscriber != address(0) && block.timestamp < s.nextCharge;
    }
}
