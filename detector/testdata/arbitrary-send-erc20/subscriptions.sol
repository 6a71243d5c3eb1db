pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
}

// A merchant charges a subscriber who subscribed: the subscriber's own entry says it agreed.
contract Subscriptions {
    struct Plan { address merchant; IERC20 token; uint256 amount; uint256 period; }
    struct Sub { uint256 nextPayment; bool active; }
    Plan[] public plans;
    mapping(uint256 => mapping(address => Sub)) public subs;

    function createPlan(IERC20 token, uint256 amount, uint256 period) external {
        plans.push(Plan(msg.sender, token, amount, period));
    }

    function subscribe(uint256 planId) external {
        subs[planId][msg.sender] = Sub(block.timestamp, true);
    }

    function cancel(uint256 planId) external {
        subs[planId][msg.sender].active = false;
    }

    function charge(uint256 planId, address subscriber) external {
        Plan memory p = plans[planId];
        Sub storage s = subs[planId][subscriber];
        require(s.active);
        require(block.timestamp >= s.nextPayment);
        s.nextPayment += p.period;
        require(p.token.transferFrom(subscriber, p.merchant, p.amount));
    }
}

// Here anyone can enrol anyone: the flag says nothing about what the account agreed to.
contract LooseSubscriptions {
    struct Plan { address merchant; IERC20 token; uint256 amount; uint256 period; }
    struct Sub { uint256 nextPayment; bool active; }
    Plan[] public plans;
    mapping(uint256 => mapping(address => Sub)) public subs;

    function createPlan(IERC20 token, uint256 amount, uint256 period) external {
        plans.push(Plan(msg.sender, token, amount, period));
    }

    function enrol(uint256 planId, address who) external {
        subs[planId][who] = Sub(block.timestamp, true);
    }

    function charge(uint256 planId, address subscriber) external {
        Plan memory p = plans[planId];
        Sub storage s = subs[planId][subscriber];
        require(s.active);
        require(block.timestamp >= s.nextPayment);
        s.nextPayment += p.period;
        require(p.token.transferFrom(subscriber, p.merchant, p.amount)); // want "LooseSubscriptions.charge\\(\\) moves tokens out of subscriber, which any caller chooses"
    }
}

// The subscriber agreed to pay the plan's merchant; the caller here routes the charge to any address.
contract RoutedSubscriptions {
    struct Plan { address merchant; IERC20 token; uint256 amount; uint256 period; }
    struct Sub { uint256 nextPayment; bool active; }
    Plan[] public plans;
    mapping(uint256 => mapping(address => Sub)) public subs;

    function createPlan(IERC20 token, uint256 amount, uint256 period) external {
        plans.push(Plan(msg.sender, token, amount, period));
    }

    function subscribe(uint256 planId) external {
        subs[planId][msg.sender] = Sub(block.timestamp, true);
    }

    function charge(uint256 planId, address subscriber, address payout) external {
        Plan memory p = plans[planId];
        Sub storage s = subs[planId][subscriber];
        require(s.active);
        require(block.timestamp >= s.nextPayment);
        s.nextPayment += p.period;
        require(p.token.transferFrom(subscriber, payout, p.amount)); // want "RoutedSubscriptions.charge\\(\\) moves tokens out of subscriber, which any caller chooses"
    }
}

// An operator the account approved may send its tokens wherever it likes.
contract OperatorPull {
    IERC20 public token;
    mapping(address => mapping(address => bool)) public operators;

    function setOperator(address op, bool on) external {
        operators[msg.sender][op] = on;
    }

    function pull(address from, address to, uint256 amount) external {
        require(operators[from][msg.sender]);
        require(token.transferFrom(from, to, amount));
    }
}
