// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV3Pool {
    function swap(address recipient, bool zeroForOne, int256 amountSpecified, uint160 sqrtPriceLimitX96, bytes calldata data)
        external returns (int256 amount0, int256 amount1);
}

/// Minimal swap router for concentrated-liquidity pools; the payer's tokens are pulled in the pool's callback.
contract MiniV3Router {
    struct CallbackData {
        address tokenIn;
        address payer;
    }

    function exactInputSingle(IUniswapV3Pool pool, address tokenIn, bool zeroForOne, uint256 amountIn, uint160 limit, address recipient)
        external returns (int256 a0, int256 a1)
    {
        (a0, a1) = pool.swap(recipient, zeroForOne, int256(amountIn), limit, abi.encode(CallbackData(tokenIn, msg.sender)));
    }

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        CallbackData memory cb = abi.decode(data, (CallbackData));
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(cb.tokenIn).transferFrom(cb.payer, msg.sender, amountToPay), "pay");
    }
}
