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
