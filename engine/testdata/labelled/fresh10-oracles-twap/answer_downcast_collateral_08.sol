// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface AggregatorV3Interface {
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

// Packs the latest price into one slot for cheap reads by the vault.
contract PackedPriceCache {
    struct Packed {
        uint96 price;
        uint64 updatedAt;
        uint96 reserved;
    }

    AggregatorV3Interface public immutable feed;
    Packed public cached;
    uint256 public constant MAX_AGE = 3600;

    constructor(AggregatorV3Interface _feed) {
        feed = _feed;
    }

    function poke() external {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0, "answer");
        require(block.timestamp - updatedAt <= MAX_AGE, "stale");
        // Prices scaled to 18 decimals overflow 96 bits above about 79 billion and are silently cut.
        // <yes> <report> ARITHMETIC
        cached = Packed(uint96(uint256(answer) * 1e10), uint64(updatedAt), 0);
    }

    function price() external view returns (uint256) {
        require(block.timestamp - cached.updatedAt <= MAX_AGE, "stale");
        return cached.price;
    }
}
