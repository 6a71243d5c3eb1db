// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Recurring billing: subscribers approve this contract once and merchants' keepers pull the monthly
/// fee. The plan registry belongs to the merchant.
contract SubscriptionBilling {
    struct Plan {
        address merchant;
        IERC20 token;
        uint256 amount;
        uint256 period;
    }

    struct Subscription {
        uint256 planId;
        uint256 nextPayment;
        bool active;
    }

    Plan[] public plans;
    mapping(address => mapping(uint256 => Subscription)) public subscriptions;

    event Charged(address indexed subscriber, uint256 indexed planId, uint256 amount);

    function createPlan(IERC20 token, uint256 amount, uint256 period) external returns (uint256 id) {
        require(amount > 0 && period >= 1 days, "plan");
        id = plans.length;
        plans.push(Plan(msg.sender, token, amount, period));
    }

    function subscribe(uint256 planId) external {
        Plan storage p = plans[planId];
        subscriptions[msg.sender][planId] = Subscription(planId, block.timestamp + p.period, true);
        require(p.token.transferFrom(msg.sender, p.merchant, p.amount), "first payment");
    }

    function cancel(uint256 planId) external {
        delete subscriptions[msg.sender][planId];
    }

    /// Pulls a due payment; the fee may be routed to a payout address the merchant names.
    function charge(address subscriber, uint256 planId, address payout) external {
        Subscription storage s = subscriptions[subscriber][planId];
        Plan storage p = plans[planId];
        require(s.active, "inactive");
        require(block.timestamp >= s.nextPayment, "not due");
        s.nextPayment += p.period;
        // <yes> <report> ACCESS_CONTROL
        require(p.token.transferFrom(subscriber, payout, p.amount), "charge");
        emit Charged(subscriber, planId, p.amount);
    }
}
