// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV3Factory {
    function getPool(address tokenA, address tokenB, uint24 fee) external view returns (address pool);
}

interface IUniswapV3Pool {
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// Exact-input swapper over V3 pools. The pool is looked up in the canonical factory, and the swap callback
/// pays only a caller that is the factory's pool for the tokens and fee in the callback data.
contract V3Swapper {
    using SafeERC20 for IERC20;

    uint160 internal constant MIN_SQRT_RATIO = 4295128739;
    uint160 internal constant MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342;

    IUniswapV3Factory public immutable factory;

    struct SwapCallbackData {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address payer;
    }

    constructor(IUniswapV3Factory _factory) {
        factory = _factory;
    }

    function exactInputSingle(
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountIn,
        uint256 amountOutMinimum,
        address recipient,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        require(block.timestamp <= deadline, "V3Swapper: expired");
        address pool = factory.getPool(tokenIn, tokenOut, fee);
        require(pool != address(0), "V3Swapper: no pool");
        bool zeroForOne = tokenIn < tokenOut;
        (int256 a0, int256 a1) = IUniswapV3Pool(pool).swap(
            recipient,
            zeroForOne,
            int256(amountIn),
            zeroForOne ? MIN_SQRT_RATIO + 1 : MAX_SQRT_RATIO - 1,
            abi.encode(SwapCallbackData(tokenIn, tokenOut, fee, msg.sender))
        );
        amountOut = uint256(-(zeroForOne ? a1 : a0));
        require(amountOut >= amountOutMinimum, "V3Swapper: too little received");
    }

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        require(amount0Delta > 0 || amount1Delta > 0, "V3Swapper: no delta");
        SwapCallbackData memory cb = abi.decode(data, (SwapCallbackData));
        require(msg.sender == factory.getPool(cb.tokenIn, cb.tokenOut, cb.fee), "V3Swapper: not pool");
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        IERC20(cb.tokenIn).safeTransferFrom(cb.payer, msg.sender, amountToPay);
    }
}
