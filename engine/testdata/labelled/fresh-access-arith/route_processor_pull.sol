// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IPool {
    function swap(address tokenIn, uint256 amountIn, address to) external returns (uint256);
}

contract RouteProcessor {
    event Route(address indexed from, address tokenIn, uint256 amountIn, uint256 amountOut);

    function processRoute(address tokenIn, address from, uint256 amountIn, IPool pool, address to)
        external
        returns (uint256 amountOut)
    {
        // <yes> <report> ACCESS_CONTROL
        IERC20(tokenIn).transferFrom(from, address(pool), amountIn);
        amountOut = pool.swap(tokenIn, amountIn, to);
        emit Route(from, tokenIn, amountIn, amountOut);
    }
}
