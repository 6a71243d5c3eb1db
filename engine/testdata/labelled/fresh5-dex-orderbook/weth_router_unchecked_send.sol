// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.7.6;

interface IWETH {
    function deposit() external payable;
    function withdraw(uint256) external;
    function transfer(address to, uint256 value) external returns (bool);
}

interface IPair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// ETH-in router for a V2 pair. It wraps only what the quote needs and hands back the rest with send(),
/// whose result is ignored: a contract wallet whose receive() needs more than 2300 gas loses the change.
contract EthInRouter {
    IWETH public immutable weth;

    constructor(IWETH _weth) {
        weth = _weth;
    }

    receive() external payable {
        assert(msg.sender == address(weth));
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        uint256 numerator = reserveIn * amountOut * 1000;
        uint256 denominator = (reserveOut - amountOut) * 997;
        return numerator / denominator + 1;
    }

    function swapETHForExactTokens(IPair pair, uint256 amountOut, address to, uint256 deadline)
        external
        payable
        returns (uint256 amountIn)
    {
        require(deadline >= block.timestamp, "Router: expired");
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        bool wethIs0 = pair.token0() == address(weth);
        (uint256 reserveIn, uint256 reserveOut) = wethIs0 ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        amountIn = getAmountIn(amountOut, reserveIn, reserveOut);
        require(amountIn <= msg.value, "Router: excessive input amount");

        weth.deposit{value: amountIn}();
        require(weth.transfer(address(pair), amountIn), "Router: weth");
        (uint256 out0, uint256 out1) = wethIs0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        pair.swap(out0, out1, to, new bytes(0));

        if (msg.value > amountIn) {
            // <yes> <report> UNCHECKED_LL_CALLS
            msg.sender.send(msg.value - amountIn);
        }
    }
}
