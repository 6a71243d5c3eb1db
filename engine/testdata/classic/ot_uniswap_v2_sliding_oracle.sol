// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.0;

interface IUniswapV2Pair {
    function price0CumulativeLast() external view returns (uint256);
    function price1CumulativeLast() external view returns (uint256);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

// The sliding-window oracle of Uniswap's v2 examples, for one pair, with the counterfactual cumulative price.
contract SlidingWindowOracle {
    struct Observation {
        uint32 timestamp;
        uint256 price0Cumulative;
        uint256 price1Cumulative;
    }

    IUniswapV2Pair public immutable pair;
    uint256 public immutable windowSize;
    uint8 public immutable granularity;
    uint256 public immutable periodSize;
    Observation[] public observations;

    constructor(IUniswapV2Pair _pair, uint256 _windowSize, uint8 _granularity) {
        require(_granularity > 1 && (_windowSize / _granularity) * _granularity == _windowSize, "granularity");
        pair = _pair;
        windowSize = _windowSize;
        granularity = _granularity;
        periodSize = _windowSize / _granularity;
        for (uint256 i = 0; i < _granularity; i++) {
            observations.push();
        }
    }

    function observationIndexOf(uint256 timestamp) public view returns (uint8) {
        uint256 epochPeriod = timestamp / periodSize;
        return uint8(epochPeriod % granularity);
    }

    function _currentCumulative() internal view returns (uint256 p0, uint256 p1, uint32 ts) {
        ts = uint32(block.timestamp % 2 ** 32);
        p0 = pair.price0CumulativeLast();
        p1 = pair.price1CumulativeLast();
        (uint112 r0, uint112 r1, uint32 last) = pair.getReserves();
        if (last != ts) {
            unchecked {
                uint32 elapsed = ts - last;
                p0 += ((uint256(r1) << 112) / r0) * elapsed;
                p1 += ((uint256(r0) << 112) / r1) * elapsed;
            }
        }
    }

    function update() external {
        uint8 index = observationIndexOf(block.timestamp);
        Observation storage o = observations[index];
        unchecked {
            if (block.timestamp - o.timestamp > periodSize) {
                (uint256 p0, uint256 p1, ) = _currentCumulative();
                o.timestamp = uint32(block.timestamp);
                o.price0Cumulative = p0;
                o.price1Cumulative = p1;
            }
        }
    }

    function consult(uint256 amountIn, bool zeroForOne) external view returns (uint256) {
        uint8 firstIndex = (observationIndexOf(block.timestamp) + 1) % granularity;
        Observation memory first = observations[firstIndex];
        uint256 elapsed = block.timestamp - first.timestamp;
        require(elapsed <= windowSize, "MISSING_HISTORICAL_OBSERVATION");
        require(elapsed >= windowSize - periodSize * 2, "UNEXPECTED_TIME_ELAPSED");
        (uint256 p0, uint256 p1, ) = _currentCumulative();
        uint256 average;
        unchecked {
            average = zeroForOne ? (p0 - first.price0Cumulative) / elapsed : (p1 - first.price1Cumulative) / elapsed;
        }
        return (average * amountIn) >> 112;
    }
}
