// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV2V3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

// An Arbitrum lending oracle: checks that the sequencer is up, then reads the asset feed.
contract ArbitrumOracleAdapter {
    error SequencerDown();
    error StalePrice();

    AggregatorV2V3Interface public immutable sequencerUptimeFeed;
    AggregatorV2V3Interface public immutable priceFeed;
    uint256 public constant MAX_DELAY = 1 hours;

    constructor(AggregatorV2V3Interface sequencer, AggregatorV2V3Interface feed) {
        sequencerUptimeFeed = sequencer;
        priceFeed = feed;
    }

    function latestPrice() external view returns (uint256) {
        // The sequencer feed answers 0 when up; right after a restart, prices are still stale and positions
        // that could not be topped up are liquidated. There is no grace period since startedAt.
        // <yes> <report> OTHER
        (, int256 status, , , ) = sequencerUptimeFeed.latestRoundData();
        if (status != 0) revert SequencerDown();

        (, int256 answer, , uint256 updatedAt, ) = priceFeed.latestRoundData();
        if (block.timestamp - updatedAt > MAX_DELAY) revert StalePrice();
        require(answer > 0, "answer");
        return uint256(answer) * 1e10;
    }
}
