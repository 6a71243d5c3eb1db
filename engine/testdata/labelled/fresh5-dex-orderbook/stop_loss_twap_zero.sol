// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

interface IUniswapV3Pool {
    function slot0()
        external
        view
        returns (
            uint160 sqrtPriceX96,
            int24 tick,
            uint16 observationIndex,
            uint16 observationCardinality,
            uint16 observationCardinalityNext,
            uint8 feeProtocol,
            bool unlocked
        );
    function observe(uint32[] calldata secondsAgos)
        external
        view
        returns (int56[] memory tickCumulatives, uint160[] memory secondsPerLiquidityCumulativeX128s);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Stop-loss orders triggered by any keeper once the pool's tick crosses the order's trigger. The trigger tick
/// is meant to be a TWAP, but the pool window is chosen by the order's creator and zero falls back to the
/// current tick, which a keeper can push across the trigger inside the same transaction.
contract StopLossBook {
    struct StopOrder {
        address owner;
        IUniswapV3Pool pool;
        IERC20 token;
        uint256 amount;
        int24 triggerTick;
        uint32 twapWindow;
        bool open;
    }

    uint256 public nextId;
    mapping(uint256 => StopOrder) public orders;

    event Created(uint256 indexed id, address indexed owner);
    event Triggered(uint256 indexed id, address indexed keeper, int24 tick);

    function create(IUniswapV3Pool pool, IERC20 token, uint256 amount, int24 triggerTick, uint32 twapWindow)
        external
        returns (uint256 id)
    {
        require(token.transferFrom(msg.sender, address(this), amount), "SL: pull");
        id = nextId++;
        orders[id] = StopOrder(msg.sender, pool, token, amount, triggerTick, twapWindow, true);
        emit Created(id, msg.sender);
    }

    function currentTick(IUniswapV3Pool pool, uint32 window) public view returns (int24 tick) {
        if (window == 0) {
            // <yes> <report> OTHER
            (, tick, , , , , ) = pool.slot0();
            return tick;
        }
        uint32[] memory secondsAgos = new uint32[](2);
        secondsAgos[0] = window;
        secondsAgos[1] = 0;
        (int56[] memory cumulatives, ) = pool.observe(secondsAgos);
        int56 delta = cumulatives[1] - cumulatives[0];
        tick = int24(delta / int56(uint56(window)));
        if (delta < 0 && (delta % int56(uint56(window)) != 0)) tick--;
    }

    function trigger(uint256 id) external {
        StopOrder storage o = orders[id];
        require(o.open, "SL: closed");
        int24 tick = currentTick(o.pool, o.twapWindow);
        require(tick <= o.triggerTick, "SL: not triggered");
        o.open = false;
        uint256 bounty = o.amount / 200;
        require(o.token.transfer(msg.sender, bounty), "SL: bounty");
        require(o.token.transfer(o.owner, o.amount - bounty), "SL: owner");
        emit Triggered(id, msg.sender, tick);
    }
}
