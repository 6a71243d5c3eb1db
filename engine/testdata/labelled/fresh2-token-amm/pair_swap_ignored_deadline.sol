// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Constant-product pool with a built-in router.
contract SimplePair {
    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint112 private reserve0;
    uint112 private reserve1;
    uint256 public constant FEE_BPS = 30;

    constructor(IERC20 _token0, IERC20 _token1) {
        token0 = _token0;
        token1 = _token1;
    }

    function getReserves() public view returns (uint112, uint112) {
        return (reserve0, reserve1);
    }

    function _sync() private {
        // <yes> <report> ARITHMETIC
        reserve0 = uint112(token0.balanceOf(address(this)));
        reserve1 = uint112(token1.balanceOf(address(this)));
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        uint256 amountInWithFee = amountIn * (10000 - FEE_BPS);
        return amountInWithFee * reserveOut / (reserveIn * 10000 + amountInWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external {
        require(token0.transferFrom(msg.sender, address(this), amount0), "t0");
        require(token1.transferFrom(msg.sender, address(this), amount1), "t1");
        _sync();
    }

    function swapExactIn(bool zeroForOne, uint256 amountIn, uint256 minAmountOut)
        external
        returns (uint256 amountOut)
    {
        (IERC20 tokenIn, IERC20 tokenOut) = zeroForOne ? (token0, token1) : (token1, token0);
        (uint256 rIn, uint256 rOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        amountOut = getAmountOut(amountIn, rIn, rOut);
        require(amountOut >= minAmountOut, "slippage");
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "in");
        require(tokenOut.transfer(msg.sender, amountOut), "out");
        _sync();
    }
}

interface ISwapRouter {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

interface IERC20Approve {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Front-end helper that pulls the user's tokens and routes the swap.
contract SwapHelper {
    ISwapRouter public immutable router;

    constructor(ISwapRouter _router) {
        router = _router;
    }

    function swap(address[] calldata path, uint256 amountIn, uint256 amountOutMin, uint256 deadline)
        external
        returns (uint256 amountOut)
    {
        IERC20Approve tokenIn = IERC20Approve(path[0]);
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "pull");
        require(tokenIn.approve(address(router), amountIn), "approve");
        // <yes> <report> FRONT_RUNNING
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, amountOutMin, path, msg.sender, block.timestamp);
        amountOut = amounts[amounts.length - 1];
    }
}
