// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface AggregatorV3Interface {
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// Parametric depeg cover: a policy pays out its full amount when the stablecoin's Chainlink price is below the trigger.
contract DepegCover {
    AggregatorV3Interface public immutable feed;
    address public owner;
    int256 public constant TRIGGER = 0.95e8;

    struct Policy {
        uint256 coverAmount;
        uint64 expiry;
        bool paid;
    }

    mapping(address => Policy) public policies;

    constructor(AggregatorV3Interface _feed) {
        feed = _feed;
        owner = msg.sender;
    }

    receive() external payable {}

    function buyCover(uint256 coverAmount, uint64 duration) external payable {
        require(msg.value * 50 >= coverAmount, "premium");
        policies[msg.sender] = Policy(coverAmount, uint64(block.timestamp) + duration, false);
    }

    function claim() external {
        Policy storage p = policies[msg.sender];
        require(p.coverAmount > 0 && !p.paid, "none");
        require(block.timestamp <= p.expiry, "expired");
        // <yes> <report> ACCESS_CONTROL
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer < TRIGGER, "pegged");
        p.paid = true;
        (bool ok, ) = msg.sender.call{value: p.coverAmount}("");
        require(ok, "send");
    }
}
