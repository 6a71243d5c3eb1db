pragma solidity ^0.8.0;

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract RoundChecks {
    AggregatorV3Interface public feed;
    uint256 public heartbeat = 1 hours;

    // A complete round is not a recent one: updatedAt != 0 and answeredInRound >= roundId pass for a feed that
    // stopped a week ago.
    function completeOnly() public view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData(); // want "RoundChecks.completeOnly\\(\\) reads the price from feed and never compares the update time updatedAt"
        require(answeredInRound >= roundId, "stale round");
        require(updatedAt > 0, "incomplete round");
        require(answer > 0);
        return uint256(answer);
    }

    // Safe: the round is complete and recent.
    function completeAndRecent() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(updatedAt != 0, "incomplete round");
        require(updatedAt + heartbeat >= block.timestamp, "stale");
        require(answer > 0);
        return uint256(answer);
    }
}
