pragma solidity ^0.8.0;

interface AggregatorInterface {
    function latestAnswer() external view returns (int256);
    function latestTimestamp() external view returns (uint256);
}

interface IPool {
    function latestAnswer() external view returns (int256, uint256);
}

contract LegacyFeed {
    AggregatorInterface public feed;
    IPool public pool;
    uint256 public paid;

    function buy() external payable {
        int256 answer = feed.latestAnswer(); // want "LegacyFeed.buy\\(\\) reads the price from feed with latestAnswer\\(\\), which returns no update time"
        require(answer > 0);
        paid += msg.value * uint256(answer);
    }

    // Safe: the answer's time is read and checked.
    function buyChecked() external payable {
        int256 answer = feed.latestAnswer();
        require(block.timestamp - feed.latestTimestamp() < 1 hours, "stale");
        require(answer > 0);
        paid += msg.value * uint256(answer);
    }

    // latestAnswer with arguments is another function.
    function other() external payable {
        (int256 a, ) = pool.latestAnswer();
        paid += uint256(a);
    }
}

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

// Safe: the sequencer-uptime feed's startedAt is checked for the grace period, the price feed's updatedAt for age.
contract L2Oracle {
    AggregatorV3Interface public immutable sequencerUptimeFeed;
    AggregatorV3Interface public immutable feed;

    constructor(AggregatorV3Interface s, AggregatorV3Interface f) {
        sequencerUptimeFeed = s;
        feed = f;
    }

    function price() external view returns (uint256) {
        (, int256 up, uint256 startedAt, , ) = sequencerUptimeFeed.latestRoundData();
        require(up == 0, "sequencer down");
        require(block.timestamp - startedAt > 3600, "grace period");
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0 && block.timestamp - updatedAt <= 3600, "stale");
        return uint256(answer);
    }
}

// Safe: a proxy hands on the answer in one view and its time in another; its consumers check.
contract LegacyProxy {
    AggregatorInterface public aggregator;

    function latestAnswer() external view returns (int256) {
        return aggregator.latestAnswer();
    }

    function latestTimestamp() external view returns (uint256) {
        return aggregator.latestTimestamp();
    }
}

// A proxy that hands on the answer and no time at all leaves its consumers nothing to check.
contract AnswerOnlyProxy {
    AggregatorInterface public aggregator;

    function latestAnswer() external view returns (int256) {
        return aggregator.latestAnswer(); // want "AnswerOnlyProxy.latestAnswer\\(\\) reads the price from aggregator with latestAnswer\\(\\)"
    }
}
