// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV3Pool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);
}

/// Intent solver's settlement helper: pulls the user's input inside the pool's swap callback. The callback
/// trusts msg.sender to be the pool and pays whatever delta it is asked for out of the payer named in `data`,
/// so any contract can call it and drain every user who approved the solver.
contract SolverSwapHelper {
    uint160 internal constant MIN_SQRT_RATIO = 4295128739;
    uint160 internal constant MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342;

    struct CallbackData {
        address payer;
        address tokenIn;
    }

    function exactInput(IUniswapV3Pool pool, bool zeroForOne, uint256 amountIn, uint256 minOut, address recipient)
        external
        returns (uint256 amountOut)
    {
        address tokenIn = zeroForOne ? pool.token0() : pool.token1();
        (int256 a0, int256 a1) = pool.swap(
            recipient,
            zeroForOne,
            int256(amountIn),
            zeroForOne ? MIN_SQRT_RATIO + 1 : MAX_SQRT_RATIO - 1,
            abi.encode(CallbackData({payer: msg.sender, tokenIn: tokenIn}))
        );
        amountOut = uint256(-(zeroForOne ? a1 : a0));
        require(amountOut >= minOut, "Solver: too little received");
    }

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        require(amount0Delta > 0 || amount1Delta > 0, "Solver: no delta");
        CallbackData memory cb = abi.decode(data, (CallbackData));
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(cb.tokenIn).transferFrom(cb.payer, msg.sender, amountToPay), "Solver: pay");
    }
}
