// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IUniswapV2Pair {
    function price0CumulativeLast() external view returns (uint256);
    function getReserves() external view returns (uint112, uint112, uint32);
}

// A sliding-window keeper oracle that stores observations and quotes amounts out of the average.
contract SlidingWindowQuoter {
    struct Observation {
        uint256 timestamp;
        uint256 priceCumulative;
    }

    IUniswapV2Pair public immutable pair;
    uint256 public immutable windowSize;
    Observation[] public observations;

    constructor(IUniswapV2Pair _pair, uint256 _windowSize) {
        pair = _pair;
        windowSize = _windowSize;
    }

    function update() external {
        uint256 n = observations.length;
        if (n > 0) {
            require(block.timestamp - observations[n - 1].timestamp >= windowSize / 4, "too soon");
        }
        observations.push(Observation(block.timestamp, pair.price0CumulativeLast()));
    }

    // Prices are UQ112x112: the average is shifted down to an integer before the amount scales it,
    // so any price below one token per token quotes zero.
    function consult(uint256 amountIn) external view returns (uint256) {
        uint256 n = observations.length;
        require(n >= 2, "observations");
        Observation memory first = observations[n - 2];
        Observation memory last = observations[n - 1];
        uint256 elapsed = last.timestamp - first.timestamp;
        require(elapsed > 0 && elapsed <= windowSize * 2, "window");
        uint256 average = (last.priceCumulative - first.priceCumulative) / elapsed;
        // <yes> <report> ARITHMETIC
        return (average >> 112) * amountIn;
    }
}
