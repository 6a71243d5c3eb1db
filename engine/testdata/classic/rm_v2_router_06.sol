// SPDX-License-Identifier: GPL-3.0
pragma solidity =0.6.6;

interface IERC20 {
    function balanceOf(address owner) external view returns (uint256);
}

interface IWETH {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
    function withdraw(uint256) external;
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

interface IUniswapV2Factory {
    function getPair(address tokenA, address tokenB) external view returns (address pair);
}

library TransferHelper {
    function safeTransfer(address token, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FAILED");
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }

    function safeTransferETH(address to, uint256 value) internal {
        (bool success, ) = to.call{value: value}(new bytes(0));
        require(success, "TransferHelper: ETH_TRANSFER_FAILED");
    }
}

library SafeMath {
    function add(uint256 x, uint256 y) internal pure returns (uint256 z) { require((z = x + y) >= x, "ds-math-add-overflow"); }
    function sub(uint256 x, uint256 y) internal pure returns (uint256 z) { require((z = x - y) <= x, "ds-math-sub-underflow"); }
    function mul(uint256 x, uint256 y) internal pure returns (uint256 z) { require(y == 0 || (z = x * y) / y == x, "ds-math-mul-overflow"); }
}

/// Single-hop subset of the constant-product router: deadline, minimum output, exact-output with ETH refund.
contract SimpleRouter02 {
    using SafeMath for uint256;

    address public immutable factory;
    address public immutable WETH;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "UniswapV2Router: EXPIRED");
        _;
    }

    constructor(address _factory, address _WETH) public {
        factory = _factory;
        WETH = _WETH;
    }

    receive() external payable {
        assert(msg.sender == WETH);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256 amountOut) {
        require(amountIn > 0 && reserveIn > 0 && reserveOut > 0, "UniswapV2Library: INSUFFICIENT");
        uint256 amountInWithFee = amountIn.mul(997);
        amountOut = amountInWithFee.mul(reserveOut) / reserveIn.mul(1000).add(amountInWithFee);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256 amountIn) {
        require(amountOut > 0 && reserveIn > 0 && reserveOut > amountOut, "UniswapV2Library: INSUFFICIENT");
        amountIn = (reserveIn.mul(amountOut).mul(1000) / reserveOut.sub(amountOut).mul(997)).add(1);
    }

    function _reserves(address pair, address tokenIn, address tokenOut) internal view returns (uint256 rIn, uint256 rOut, bool zeroIn) {
        (uint112 r0, uint112 r1, ) = IUniswapV2Pair(pair).getReserves();
        zeroIn = tokenIn < tokenOut;
        (rIn, rOut) = zeroIn ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
    }

    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address tokenIn, address tokenOut, address to, uint256 deadline)
        external ensure(deadline) returns (uint256 amountOut)
    {
        address pair = IUniswapV2Factory(factory).getPair(tokenIn, tokenOut);
        (uint256 rIn, uint256 rOut, bool zeroIn) = _reserves(pair, tokenIn, tokenOut);
        amountOut = getAmountOut(amountIn, rIn, rOut);
        require(amountOut >= amountOutMin, "UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT");
        TransferHelper.safeTransferFrom(tokenIn, msg.sender, pair, amountIn);
        IUniswapV2Pair(pair).swap(zeroIn ? 0 : amountOut, zeroIn ? amountOut : 0, to, new bytes(0));
    }

    function swapETHForExactTokens(uint256 amountOut, address tokenOut, address to, uint256 deadline)
        external payable ensure(deadline) returns (uint256 amountIn)
    {
        address pair = IUniswapV2Factory(factory).getPair(WETH, tokenOut);
        (uint256 rIn, uint256 rOut, bool zeroIn) = _reserves(pair, WETH, tokenOut);
        amountIn = getAmountIn(amountOut, rIn, rOut);
        require(amountIn <= msg.value, "UniswapV2Router: EXCESSIVE_INPUT_AMOUNT");
        IWETH(WETH).deposit{value: amountIn}();
        assert(IWETH(WETH).transfer(pair, amountIn));
        IUniswapV2Pair(pair).swap(zeroIn ? 0 : amountOut, zeroIn ? amountOut : 0, to, new bytes(0));
        if (msg.value > amountIn) TransferHelper.safeTransferETH(msg.sender, msg.value - amountIn);
    }
}
