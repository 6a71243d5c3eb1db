// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Limit orders filled by permissionless executors: makers approve this contract, an executor supplies the swap
/// route (aggregator and calldata) that turns the maker's tokens into at least the limit amount, and keeps the
/// order's fee.
contract LimitOrderExecutor {
    struct Order {
        address maker;
        address tokenIn;
        address tokenOut;
        uint256 amountIn;
        uint256 minOut;
        uint256 executorFee;
        bool open;
    }

    Order[] public orders;

    event Placed(uint256 indexed id, address indexed maker);
    event Filled(uint256 indexed id, address indexed executor, uint256 out);

    function place(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, uint256 executorFee)
        external returns (uint256 id)
    {
        id = orders.length;
        orders.push(Order(msg.sender, tokenIn, tokenOut, amountIn, minOut, executorFee, true));
        emit Placed(id, msg.sender);
    }

    function cancel(uint256 id) external {
        require(orders[id].maker == msg.sender, "maker");
        orders[id].open = false;
    }

    function fill(uint256 id, address swapTarget, bytes calldata swapData) external {
        Order storage o = orders[id];
        require(o.open, "closed");
        o.open = false;
        require(IERC20(o.tokenIn).transferFrom(o.maker, address(this), o.amountIn), "pull");
        IERC20(o.tokenIn).approve(swapTarget, o.amountIn);

        uint256 before = IERC20(o.tokenOut).balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = swapTarget.call(swapData);
        require(ok, "swap");
        uint256 out = IERC20(o.tokenOut).balanceOf(address(this)) - before;
        require(out >= o.minOut + o.executorFee, "limit");

        require(IERC20(o.tokenOut).transfer(o.maker, out - o.executorFee), "maker");
        require(IERC20(o.tokenOut).transfer(msg.sender, o.executorFee), "fee");
        emit Filled(id, msg.sender, out);
    }
}
