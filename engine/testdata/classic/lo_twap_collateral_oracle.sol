// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.4;

interface IUniswapV2Pair {
    function price0CumulativeLast() external view returns (uint256);
    function price1CumulativeLast() external view returns (uint256);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

/// Fixed-window TWAP over a Uniswap V2 pair (the example oracle of the V2 periphery), updated by keepers at most
/// once per period. Consumers read the average, never the reserves.
contract PairTwapOracle {
    uint256 public constant PERIOD = 30 minutes;
    uint256 private constant Q112 = 2 ** 112;

    IUniswapV2Pair public immutable pair;
    address public immutable token0;

    uint256 public price0CumulativeLast;
    uint256 public price1CumulativeLast;
    uint32 public blockTimestampLast;
    uint256 public price0Average; // UQ112x112
    uint256 public price1Average;

    constructor(IUniswapV2Pair pair_) {
        pair = pair_;
        token0 = pair_.token0();
        price0CumulativeLast = pair_.price0CumulativeLast();
        price1CumulativeLast = pair_.price1CumulativeLast();
        (uint112 r0, uint112 r1, uint32 ts) = pair_.getReserves();
        require(r0 != 0 && r1 != 0, "no reserves");
        blockTimestampLast = ts;
    }

    function _currentCumulatives() internal view returns (uint256 p0, uint256 p1, uint32 ts) {
        ts = uint32(block.timestamp % 2 ** 32);
        p0 = pair.price0CumulativeLast();
        p1 = pair.price1CumulativeLast();
        (uint112 r0, uint112 r1, uint32 last) = pair.getReserves();
        if (last != ts) {
            unchecked {
                uint32 elapsed = ts - last;
                p0 += (uint256(r1) * Q112 / r0) * elapsed;
                p1 += (uint256(r0) * Q112 / r1) * elapsed;
            }
        }
    }

    function update() external {
        (uint256 p0, uint256 p1, uint32 ts) = _currentCumulatives();
        uint32 elapsed;
        unchecked {
            elapsed = ts - blockTimestampLast;
        }
        require(elapsed >= PERIOD, "period not elapsed");
        unchecked {
            price0Average = (p0 - price0CumulativeLast) / elapsed;
            price1Average = (p1 - price1CumulativeLast) / elapsed;
        }
        price0CumulativeLast = p0;
        price1CumulativeLast = p1;
        blockTimestampLast = ts;
    }

    function consult(address token, uint256 amountIn) external view returns (uint256 amountOut) {
        if (token == token0) {
            amountOut = price0Average * amountIn / Q112;
        } else {
            amountOut = price1Average * amountIn / Q112;
        }
    }
}
