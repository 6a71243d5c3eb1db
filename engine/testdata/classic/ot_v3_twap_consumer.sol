// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity =0.7.6;

import "@uniswap/v3-core/contracts/interfaces/IUniswapV3Pool.sol";
import "@uniswap/v3-periphery/contracts/libraries/OracleLibrary.sol";

// Quotes from a v3 pool's TWAP with a governed window bounded below, and requires enough observations.
contract GovernedV3Twap {
    IUniswapV3Pool public immutable pool;
    address public immutable base;
    address public immutable quoteToken;
    address public governance;
    uint32 public window = 1800;
    uint32 public constant MIN_WINDOW = 600;

    constructor(IUniswapV3Pool _pool, address _base, address _quote) {
        pool = _pool;
        base = _base;
        quoteToken = _quote;
        governance = msg.sender;
    }

    modifier onlyGovernance() {
        require(msg.sender == governance, "gov");
        _;
    }

    function setWindow(uint32 w) external onlyGovernance {
        require(w >= MIN_WINDOW, "window");
        window = w;
    }

    function setGovernance(address g) external onlyGovernance {
        require(g != address(0), "zero");
        governance = g;
    }

    function quote(uint128 amount) external view returns (uint256) {
        uint32 oldest = OracleLibrary.getOldestObservationSecondsAgo(address(pool));
        require(oldest >= window, "observations");
        (int24 tick, ) = OracleLibrary.consult(address(pool), window);
        return OracleLibrary.getQuoteAtTick(tick, amount, base, quoteToken);
    }
}
