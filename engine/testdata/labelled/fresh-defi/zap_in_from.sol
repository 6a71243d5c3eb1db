// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IRouter {
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired,
        uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)
        external returns (uint256 amountA, uint256 amountB, uint256 liquidity);
}

contract LiquidityZap {
    IRouter public immutable router;

    event Zapped(address indexed sender, address indexed pairTokenA, uint256 liquidity);

    constructor(IRouter _router) {
        router = _router;
    }

    function zapIn(
        address from,
        address tokenA,
        address tokenB,
        uint256 amountA,
        uint256 amountB,
        uint256 minA,
        uint256 minB,
        uint256 deadline
    ) external returns (uint256 liquidity) {
        // <yes> <report> ACCESS_CONTROL
        IERC20(tokenA).transferFrom(from, address(this), amountA);
        IERC20(tokenB).transferFrom(from, address(this), amountB);
        IERC20(tokenA).approve(address(router), amountA);
        IERC20(tokenB).approve(address(router), amountB);
        (, , liquidity) = router.addLiquidity(tokenA, tokenB, amountA, amountB, minA, minB, msg.sender, deadline);
        emit Zapped(msg.sender, tokenA, liquidity);
    }
}
