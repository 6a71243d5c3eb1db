// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity =0.7.6;

import "@uniswap/v3-core/contracts/interfaces/IUniswapV3Pool.sol";
import "@uniswap/v3-periphery/contracts/libraries/OracleLibrary.sol";

// Prices a vault's shares from a Uniswap v3 pool's time-weighted average tick.
contract V3TwapPricer {
    IUniswapV3Pool public immutable pool;
    address public immutable baseToken;
    address public immutable quoteToken;
    address public governance;
    uint32 public twapWindow = 1800;
    uint32 public maxDeviationTicks = 200;

    event WindowChanged(uint32 window);

    constructor(IUniswapV3Pool _pool, address _base, address _quote) {
        pool = _pool;
        baseToken = _base;
        quoteToken = _quote;
        governance = msg.sender;
    }

    function setMaxDeviation(uint32 ticks) external {
        require(msg.sender == governance, "gov");
        maxDeviationTicks = ticks;
    }

    // Anyone may shorten the window to a single second, and the average becomes the spot tick.
    // <yes> <report> ACCESS_CONTROL
    function setTwapWindow(uint32 window) external {
        require(window > 0, "zero");
        twapWindow = window;
        emit WindowChanged(window);
    }

    function twapTick() public view returns (int24 tick) {
        uint32[] memory secondsAgos = new uint32[](2);
        secondsAgos[0] = twapWindow;
        secondsAgos[1] = 0;
        (int56[] memory tickCumulatives, ) = pool.observe(secondsAgos);
        int56 delta = tickCumulatives[1] - tickCumulatives[0];
        tick = int24(delta / int56(uint56(twapWindow)));
        if (delta < 0 && (delta % int56(uint56(twapWindow)) != 0)) tick--;
    }

    function quote(uint128 baseAmount) external view returns (uint256) {
        int24 tick = twapTick();
        (, int24 spot, , , , , ) = pool.slot0();
        int24 diff = spot > tick ? spot - tick : tick - spot;
        require(uint32(int32(diff)) <= maxDeviationTicks, "deviation");
        return OracleLibrary.getQuoteAtTick(tick, baseAmount, baseToken, quoteToken);
    }
}
