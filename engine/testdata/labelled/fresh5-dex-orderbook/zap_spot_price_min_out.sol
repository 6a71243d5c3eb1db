// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IUniswapV2Pair {
    function token0() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// Single-sided zap: "slippage protection" is derived from the pair's current reserves, which the sandwiching
/// trade has already moved by the time this runs.
contract SingleSidedZap {
    uint256 public constant SLIPPAGE_BPS = 50;

    IUniswapV2Router02 public immutable router;

    constructor(IUniswapV2Router02 _router) {
        router = _router;
    }

    function zapIn(IUniswapV2Pair pair, address tokenIn, address tokenOut, uint256 amountIn, uint256 deadline)
        external
        returns (uint256)
    {
        require(deadline >= block.timestamp, "Zap: expired");
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn), "Zap: pull");
        IERC20(tokenIn).approve(address(router), amountIn);

        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = pair.token0() == tokenIn ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        uint256 quoted = (amountIn * 997 * reserveOut) / (reserveIn * 1000 + amountIn * 997);
        uint256 minOut = (quoted * (10_000 - SLIPPAGE_BPS)) / 10_000;

        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = tokenOut;
        // <yes> <report> FRONT_RUNNING
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, deadline);
        return amounts[1];
    }
}
