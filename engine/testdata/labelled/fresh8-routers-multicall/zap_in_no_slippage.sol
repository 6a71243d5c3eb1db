// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory amounts);
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin,
        uint256 amountBMin, address to, uint256 deadline) external returns (uint256 amountA, uint256 amountB, uint256 liquidity);
}

/// One-token zap into an LP position: half the input is swapped for the other side, then both are paired.
contract LpZap {
    IRouter public immutable router;

    constructor(IRouter _router) {
        router = _router;
    }

    function zapIn(address tokenIn, address tokenOther, uint256 amount) external returns (uint256 liquidity) {
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amount), "pull");
        IERC20(tokenIn).approve(address(router), amount);
        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = tokenOther;
        uint256 half = amount / 2;
        // <yes> <report> FRONT_RUNNING
        uint256[] memory amounts = router.swapExactTokensForTokens(half, 0, path, address(this), block.timestamp);
        IERC20(tokenOther).approve(address(router), amounts[1]);
        (, , liquidity) = router.addLiquidity(tokenIn, tokenOther, amount - half, amounts[1], 0, 0, msg.sender, block.timestamp);
    }
}
