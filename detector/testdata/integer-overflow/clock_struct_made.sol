pragma solidity ^0.6.12;

// A grant records its start when it is made, from the block's clock, in a struct made from its fields: the time
// since cannot wrap.
contract Grants {
    struct Grant {
        address recipient;
        uint256 total;
        uint256 start;
        uint256 interval;
    }

    mapping(uint256 => Grant) public grants;
    uint256 public count;

    function create(address recipient, uint256 total, uint256 interval) external returns (uint256 id) {
        id = ++count;
        grants[id] = Grant(recipient, total, block.timestamp, interval);
    }

    function createNamed(address recipient, uint256 total) external returns (uint256 id) {
        id = ++count;
        grants[id] = Grant({recipient: recipient, total: total, start: block.timestamp, interval: 1 days});
    }

    function periods(uint256 id) external view returns (uint256) {
        Grant storage g = grants[id];
        return (block.timestamp - g.start) / g.interval;
    }
}

// Vulnerable: the caller names the start, which may lie in the future.
contract ScheduledGrants {
    struct Grant {
        address recipient;
        uint256 total;
        uint256 start;
        uint256 interval;
    }

    mapping(uint256 => Grant) public grants;
    uint256 public count;

    function create(address recipient, uint256 total, uint256 start, uint256 interval) external returns (uint256 id) {
        id = ++count;
        grants[id] = Grant(recipient, total, start, interval);
    }

    function periods(uint256 id) external view returns (uint256) {
        Grant storage g = grants[id];
        return (block.timestamp - g.start) / g.interval; // want "ScheduledGrants.periods\\(\\): block.timestamp - g.start can underflow"
    }
}
