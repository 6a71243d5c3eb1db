// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity =0.7.6;

interface IUniswapV3Pool {
    function observe(uint32[] calldata secondsAgos)
        external
        view
        returns (int56[] memory tickCumulatives, uint160[] memory secondsPerLiquidityCumulativeX128s);
    function slot0()
        external
        view
        returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality,
            uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked);
}

interface ITickQuoter {
    function getQuoteAtTick(int24 tick, uint128 baseAmount, address baseToken, address quoteToken)
        external
        pure
        returns (uint256 quoteAmount);
}

// Quotes from a v3 pool's TWAP with a governed window bounded below, and requires enough observations.
contract GovernedV3Twap {
    IUniswapV3Pool public immutable pool;
    ITickQuoter public immutable quoter;
    address public immutable base;
    address public immutable quoteToken;
    address public governance;
    uint32 public window = 1800;
    uint32 public constant MIN_WINDOW = 600;

    constructor(IUniswapV3Pool _pool, ITickQuoter _quoter, address _base, address _quote) {
        pool = _pool;
        quoter = _quoter;
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

    function meanTick() public view returns (int24 tick) {
        uint32 w = window;
        uint32[] memory secondsAgos = new uint32[](2);
        secondsAgos[0] = w;
        secondsAgos[1] = 0;
        (int56[] memory cumulatives, ) = pool.observe(secondsAgos);
        int56 delta = cumulatives[1] - cumulatives[0]; // want "integer-overflow: .*cumulatives\\[1\\] - cumulatives\\[0\\] can underflow" // FALSE ALARM: tick cumulatives are built to wrap, and their difference over a window is exact modulo 2^56 (Uniswap's OracleLibrary.consult does the same under 0.7)
        tick = int24(delta / int56(uint56(w)));
        if (delta < 0 && (delta % int56(uint56(w)) != 0)) tick--; // want "integer-overflow: .*tick-- can underflow" // FALSE ALARM: the mean tick is within the pool's tick range, far above int24's minimum
    }

    function quote(uint128 amount) external view returns (uint256) {
        (, , , uint16 cardinality, , , ) = pool.slot0();
        require(cardinality >= 10, "cardinality");
        return quoter.getQuoteAtTick(meanTick(), amount, base, quoteToken);
    }
}
