// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function totalSupply() external view returns (uint256);
}

library Babylonian {
    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}

/// Fair LP-token pricing: value is derived from the invariant k and two Chainlink prices, so moving the reserves
/// inside one transaction cannot move the result.
contract FairLPOracle {
    error StalePrice(address feed, uint256 updatedAt);
    error InvalidPrice(address feed, int256 answer);

    IUniswapV2Pair public immutable pair;
    AggregatorV3Interface public immutable feed0;
    AggregatorV3Interface public immutable feed1;
    uint256 public immutable heartbeat0;
    uint256 public immutable heartbeat1;

    constructor(IUniswapV2Pair _pair, AggregatorV3Interface _feed0, AggregatorV3Interface _feed1, uint256 _hb0, uint256 _hb1) {
        pair = _pair;
        feed0 = _feed0;
        feed1 = _feed1;
        heartbeat0 = _hb0;
        heartbeat1 = _hb1;
    }

    function _read(AggregatorV3Interface feed, uint256 heartbeat) internal view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        if (answer <= 0) revert InvalidPrice(address(feed), answer);
        if (updatedAt == 0 || block.timestamp - updatedAt > heartbeat || answeredInRound < roundId) {
            revert StalePrice(address(feed), updatedAt);
        }
        return uint256(answer) * 10 ** (18 - feed.decimals());
    }

    function latestPrice() external view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        uint256 supply = pair.totalSupply();
        require(supply > 0, "empty pair");
        uint256 p0 = _read(feed0, heartbeat0);
        uint256 p1 = _read(feed1, heartbeat1);
        uint256 sqrtK = Babylonian.sqrt(uint256(r0) * uint256(r1));
        uint256 sqrtP = Babylonian.sqrt(p0 * p1);
        return 2 * sqrtK * sqrtP / supply;
    }
}
