// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Recurring billing where a charge always pays the plan's merchant and only the merchant may trigger it.
contract MerchantBilling {
    struct Plan {
        address merchant;
        IERC20 token;
        uint256 amount;
        uint256 period;
    }

    Plan[] public plans;
    mapping(address => mapping(uint256 => uint256)) public nextPayment;

    event Charged(address indexed subscriber, uint256 indexed planId, uint256 amount);

    function createPlan(IERC20 token, uint256 amount, uint256 period) external returns (uint256 id) {
        require(amount > 0 && period >= 1 days, "plan");
        id = plans.length;
        plans.push(Plan(msg.sender, token, amount, period));
    }

    function subscribe(uint256 planId) external {
        Plan storage p = plans[planId];
        require(nextPayment[msg.sender][planId] == 0, "subscribed");
        nextPayment[msg.sender][planId] = block.timestamp + p.period;
        require(p.token.transferFrom(msg.sender, p.merchant, p.amount), "first payment");
    }

    function cancel(uint256 planId) external {
        delete nextPayment[msg.sender][planId];
    }

    function charge(address subscriber, uint256 planId) external {
        Plan storage p = plans[planId];
        require(msg.sender == p.merchant, "merchant");
        uint256 due = nextPayment[subscriber][planId];
        require(due != 0 && block.timestamp >= due, "not due");
        nextPayment[subscriber][planId] = due + p.period;
        require(p.token.transferFrom(subscriber, p.merchant, p.amount), "charge"); // want "arbitrary-send-erc20: .*charge\\(\\) moves tokens out of subscriber" // FALSE ALARM: the subscriber must have subscribed to this plan (nextPayment[subscriber][planId] != 0), which only the subscriber can set
        emit Charged(subscriber, planId, p.amount);
    }
}
