// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

interface IUniswapV3Pool {
    function observe(uint32[] calldata secondsAgos)
        external
        view
        returns (int56[] memory tickCumulatives, uint160[] memory secondsPerLiquidityCumulativeX128s);
}

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// Take-profit orders triggered from a time-weighted tick. The window is bounded below at order creation, so
/// the trigger never reads the current tick.
contract TwapTriggerBook {
    using SafeERC20 for IERC20;

    uint32 public constant MIN_WINDOW = 10 minutes;
    uint32 public constant MAX_WINDOW = 1 days;

    struct TriggerOrder {
        address owner;
        IUniswapV3Pool pool;
        IERC20 token;
        uint256 amount;
        int24 triggerTick;
        uint32 window;
        bool open;
    }

    uint256 public nextId;
    mapping(uint256 => TriggerOrder) public orders;

    event Created(uint256 indexed id, address indexed owner);
    event Triggered(uint256 indexed id, address indexed keeper, int24 tick);

    function create(IUniswapV3Pool pool, IERC20 token, uint256 amount, int24 triggerTick, uint32 window)
        external
        returns (uint256 id)
    {
        require(window >= MIN_WINDOW && window <= MAX_WINDOW, "TT: window");
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        id = nextId++;
        orders[id] = TriggerOrder(msg.sender, pool, token, received, triggerTick, window, true);
        emit Created(id, msg.sender);
    }

    function twapTick(IUniswapV3Pool pool, uint32 window) public view returns (int24 tick) {
        require(window >= MIN_WINDOW, "TT: window");
        uint32[] memory secondsAgos = new uint32[](2);
        secondsAgos[0] = window;
        secondsAgos[1] = 0;
        (int56[] memory cumulatives, ) = pool.observe(secondsAgos);
        int56 delta = cumulatives[1] - cumulatives[0];
        tick = int24(delta / int56(uint56(window))); // want "unsafe-downcast: .*converts delta / int56\\(uint56\\(window\\)\\)" FALSE ALARM: the cumulative delta over a window divided by that window is the mean tick, within int24 by the pool's invariant (Uniswap's OracleLibrary.consult does the same)
        if (delta < 0 && (delta % int56(uint56(window)) != 0)) tick--;
    }

    function trigger(uint256 id) external {
        TriggerOrder storage o = orders[id];
        require(o.open, "TT: closed");
        int24 tick = twapTick(o.pool, o.window);
        require(tick >= o.triggerTick, "TT: not triggered");
        o.open = false;
        uint256 bounty = o.amount / 200;
        o.token.safeTransfer(msg.sender, bounty);
        o.token.safeTransfer(o.owner, o.amount - bounty);
        emit Triggered(id, msg.sender, tick);
    }

    function cancel(uint256 id) external {
        TriggerOrder storage o = orders[id];
        require(o.open && o.owner == msg.sender, "TT: owner");
        o.open = false;
        o.token.safeTransfer(msg.sender, o.amount);
    }
}
