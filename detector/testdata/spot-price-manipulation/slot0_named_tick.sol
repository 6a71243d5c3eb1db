pragma solidity ^0.8.0;

interface IUniswapV3Pool {
    function slot0() external view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool);
    function observe(uint32[] calldata secondsAgos) external view returns (int56[] memory tickCumulatives, uint160[] memory);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A trigger read from the current tick when the order's window is zero: the tick is assigned to the named
// result from a tuple, and a keeper moves it across the trigger within the transaction.
contract ZeroWindowTrigger {
    IUniswapV3Pool public pool;
    IERC20 public token;
    mapping(uint256 => uint256) public amountOf;
    mapping(uint256 => int24) public triggerOf;
    mapping(uint256 => uint32) public windowOf;

    function tickOf(uint32 window) public view returns (int24 tick) {
        if (window == 0) {
            (, tick, , , , , ) = pool.slot0(); // want "ZeroWindowTrigger.trigger\\(\\) allows a payout on an amount priced from the pool's current price \\(pool.slot0\\(\\)\\)"
            return tick;
        }
        uint32[] memory ago = new uint32[](2);
        ago[0] = window;
        (int56[] memory c, ) = pool.observe(ago);
        tick = int24((c[1] - c[0]) / int56(uint56(window)));
    }

    function trigger(uint256 id) external {
        int24 tick = tickOf(windowOf[id]);
        require(tick <= triggerOf[id], "not yet");
        uint256 amount = amountOf[id];
        amountOf[id] = 0;
        require(token.transfer(msg.sender, amount / 200));
    }
}

// The same trigger with a local declared first and set from the pool's observations only.
contract TwapOnlyTrigger {
    IUniswapV3Pool public pool;
    IERC20 public token;
    mapping(uint256 => uint256) public amountOf;
    mapping(uint256 => int24) public triggerOf;

    function tickOf() public view returns (int24 tick) {
        uint32[] memory ago = new uint32[](2);
        ago[0] = 1800;
        int56[] memory c;
        (c, ) = pool.observe(ago);
        tick = int24((c[1] - c[0]) / 1800);
    }

    function trigger(uint256 id) external {
        int24 tick = tickOf();
        require(tick <= triggerOf[id], "not yet");
        uint256 amount = amountOf[id];
        amountOf[id] = 0;
        require(token.transfer(msg.sender, amount / 200));
    }
}
