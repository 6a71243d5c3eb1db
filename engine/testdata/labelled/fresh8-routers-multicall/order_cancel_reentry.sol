// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

interface IAggregator {
    function swap(address tokenOut, uint256 minOut, address to) external payable returns (uint256);
}

/// Time-weighted execution of an ETH sell: the user deposits ETH, a keeper sells a slice each interval through
/// an aggregator, and the user can cancel to get back what is left.
contract TwapSeller {
    struct Plan {
        uint256 remaining;
        uint256 slice;
        uint256 minOutPerSlice;
        address tokenOut;
        uint256 nextAt;
        uint256 interval;
    }

    IAggregator public immutable aggregator;
    mapping(address => Plan) public plans;

    constructor(IAggregator _aggregator) {
        aggregator = _aggregator;
    }

    function open(address tokenOut, uint256 slices, uint256 minOutPerSlice, uint256 interval) external payable {
        require(plans[msg.sender].remaining == 0, "open");
        require(slices > 0 && msg.value >= slices, "bad");
        plans[msg.sender] = Plan(msg.value, msg.value / slices, minOutPerSlice, tokenOut, block.timestamp, interval);
    }

    function executeSlice(address user) external {
        Plan storage p = plans[user];
        require(p.remaining > 0 && block.timestamp >= p.nextAt, "not due");
        uint256 amount = p.slice < p.remaining ? p.slice : p.remaining;
        p.remaining -= amount;
        p.nextAt = block.timestamp + p.interval;
        aggregator.swap{value: amount}(p.tokenOut, p.minOutPerSlice, user);
    }

    function cancel() external {
        Plan storage p = plans[msg.sender];
        uint256 amount = p.remaining;
        require(amount > 0, "none");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund");
        delete plans[msg.sender];
    }
}
