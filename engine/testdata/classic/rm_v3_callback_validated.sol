// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV3Pool {
    function swap(address recipient, bool zeroForOne, int256 amountSpecified, uint160 sqrtPriceLimitX96, bytes calldata data)
        external returns (int256 amount0, int256 amount1);
}

/// Concentrated-liquidity router that checks the callback comes from the canonical pool for the pair and fee,
/// computed from the factory's CREATE2 address.
contract ValidatedV3Router {
    address public immutable factory;
    bytes32 internal constant POOL_INIT_CODE_HASH = 0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54;

    struct CallbackData {
        address tokenA;
        address tokenB;
        uint24 fee;
        address payer;
    }

    constructor(address _factory) {
        factory = _factory;
    }

    function computePool(address tokenA, address tokenB, uint24 fee) internal view returns (address) {
        (address t0, address t1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        return address(uint160(uint256(keccak256(abi.encodePacked(
            hex"ff", factory, keccak256(abi.encode(t0, t1, fee)), POOL_INIT_CODE_HASH
        )))));
    }

    function exactInputSingle(address tokenIn, address tokenOut, uint24 fee, uint256 amountIn, uint160 limit, address recipient)
        external returns (int256 a0, int256 a1)
    {
        IUniswapV3Pool pool = IUniswapV3Pool(computePool(tokenIn, tokenOut, fee));
        (a0, a1) = pool.swap(recipient, tokenIn < tokenOut, int256(amountIn), limit,
            abi.encode(CallbackData(tokenIn, tokenOut, fee, msg.sender)));
    }

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        CallbackData memory cb = abi.decode(data, (CallbackData));
        require(msg.sender == computePool(cb.tokenA, cb.tokenB, cb.fee), "not pool");
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        require(IERC20(cb.tokenA).transferFrom(cb.payer, msg.sender, amountToPay), "pay");
    }
}
