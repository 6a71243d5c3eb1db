// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract RoundPricer {
    AggregatorV3Interface public feed;
    uint256 public constant MAX_AGE = 1 hours;

    // The caller names any past round: its price is used however old it is.
    function priceAt(uint80 roundId) external view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.getRoundData(roundId); // want "RoundPricer.priceAt\\(\\) reads the price from feed and never compares the update time updatedAt of the round it names"
        require(answer > 0 && updatedAt != 0, "round");
        return uint256(answer);
    }

    // A round no older than the heartbeat.
    function recentPriceAt(uint80 roundId) external view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.getRoundData(roundId);
        require(answer > 0 && block.timestamp - updatedAt <= MAX_AGE, "stale");
        return uint256(answer);
    }
}
