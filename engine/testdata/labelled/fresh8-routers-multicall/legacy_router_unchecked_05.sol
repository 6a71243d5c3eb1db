pragma solidity ^0.5.16;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    function token0() external view returns (address);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256 c) { require((c = a + b) >= a, "add"); }
    function sub(uint256 a, uint256 b) internal pure returns (uint256 c) { require((c = a - b) <= a, "sub"); }
    function mul(uint256 a, uint256 b) internal pure returns (uint256 c) { require(b == 0 || (c = a * b) / b == a, "mul"); }
}

/// Early fork of a constant-product router, before TransferHelper: token pulls are plain interface calls.
contract ForkRouter {
    using SafeMath for uint256;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "EXPIRED");
        _;
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        uint256 amountInWithFee = amountIn.mul(997);
        return amountInWithFee.mul(reserveOut) / reserveIn.mul(1000).add(amountInWithFee);
    }

    function swapExactTokensForTokens(IPair pair, address tokenIn, uint256 amountIn, uint256 amountOutMin, address to, uint256 deadline)
        external ensure(deadline)
    {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        bool zeroIn = pair.token0() == tokenIn;
        uint256 out = zeroIn ? getAmountOut(amountIn, r0, r1) : getAmountOut(amountIn, r1, r0);
        require(out >= amountOutMin, "INSUFFICIENT_OUTPUT_AMOUNT");
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(tokenIn).transferFrom(msg.sender, address(pair), amountIn);
        pair.swap(zeroIn ? 0 : out, zeroIn ? out : 0, to, new bytes(0));
    }
}
