// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IWETH is IERC20 {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}

interface IPair {
    function token0() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Single-hop router for a V2-style pair. The caller names the minimum output and the deadline; input is
/// always pulled from msg.sender; excess ETH is refunded last, with the result checked.
contract PairRouter is ReentrancyGuard {
    using SafeERC20 for IERC20;

    IWETH public immutable weth;

    event Swap(address indexed sender, address indexed pair, uint256 amountIn, uint256 amountOut, address to);

    constructor(IWETH _weth) {
        weth = _weth;
    }

    receive() external payable {
        require(msg.sender == address(weth), "Router: not WETH");
    }

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "Router: EXPIRED");
        _;
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0 && reserveIn > 0 && reserveOut > 0, "Router: INSUFFICIENT");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountOut > 0 && reserveIn > 0 && reserveOut > amountOut, "Router: INSUFFICIENT");
        return (reserveIn * amountOut * 1000) / ((reserveOut - amountOut) * 997) + 1;
    }

    function _reserves(IPair pair, address tokenIn) internal view returns (uint256 rIn, uint256 rOut, bool inIs0) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        inIs0 = pair.token0() == tokenIn;
        (rIn, rOut) = inIs0 ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
    }

    function swapExactTokensForTokens(
        IPair pair,
        IERC20 tokenIn,
        uint256 amountIn,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external nonReentrant ensure(deadline) returns (uint256 amountOut) {
        (uint256 rIn, uint256 rOut, bool inIs0) = _reserves(pair, address(tokenIn));
        amountOut = getAmountOut(amountIn, rIn, rOut);
        require(amountOut >= amountOutMin, "Router: INSUFFICIENT_OUTPUT_AMOUNT");
        tokenIn.safeTransferFrom(msg.sender, address(pair), amountIn);
        (uint256 out0, uint256 out1) = inIs0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        pair.swap(out0, out1, to, new bytes(0));
        emit Swap(msg.sender, address(pair), amountIn, amountOut, to);
    }

    function swapETHForExactTokens(IPair pair, uint256 amountOut, address to, uint256 deadline)
        external
        payable
        nonReentrant
        ensure(deadline)
        returns (uint256 amountIn)
    {
        (uint256 rIn, uint256 rOut, bool inIs0) = _reserves(pair, address(weth));
        amountIn = getAmountIn(amountOut, rIn, rOut);
        require(amountIn <= msg.value, "Router: EXCESSIVE_INPUT_AMOUNT");
        weth.deposit{value: amountIn}();
        IERC20(address(weth)).safeTransfer(address(pair), amountIn);
        (uint256 out0, uint256 out1) = inIs0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        pair.swap(out0, out1, to, new bytes(0));
        emit Swap(msg.sender, address(pair), amountIn, amountOut, to);

        if (msg.value > amountIn) {
            (bool ok, ) = msg.sender.call{value: msg.value - amountIn}("");
            require(ok, "Router: ETH_REFUND_FAILED");
        }
    }
}
