// SPDX-License-Identifier: MIT
pragma solidity ^0.6.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IUniswapV2Pair {
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    function token0() external view returns (address);
    function token1() external view returns (address);
}

/// Cross-pool arbitrage searcher: flash-swaps from one pair, sells into another pair, repays the first. The bot's
/// operator runs it from a hot wallet; only that wallet may start trades or take profits out.
contract ArbSearcher {
    address public operator;

    constructor() public {
        operator = msg.sender;
    }

    modifier onlyOperator() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == operator, "operator");
        _;
    }

    function arb(IUniswapV2Pair borrowPair, IUniswapV2Pair sellPair, uint256 amount0, uint256 amount1, uint256 repay)
        external onlyOperator
    {
        borrowPair.swap(amount0, amount1, address(this), abi.encode(address(sellPair), repay));
    }

    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external {
        require(sender == address(this), "not initiated here");
        (address sellPair, uint256 repay) = abi.decode(data, (address, uint256));
        address tokenBorrowed = amount0 > 0 ? IUniswapV2Pair(msg.sender).token0() : IUniswapV2Pair(msg.sender).token1();
        address tokenRepay = amount0 > 0 ? IUniswapV2Pair(msg.sender).token1() : IUniswapV2Pair(msg.sender).token0();
        uint256 amount = amount0 > 0 ? amount0 : amount1;
        IERC20(tokenBorrowed).transfer(sellPair, amount);
        IUniswapV2Pair(sellPair).swap(0, repay, address(this), "");
        // <yes> <report> ACCESS_CONTROL
        IERC20(tokenRepay).transfer(msg.sender, repay);
    }

    function withdraw(address token) external onlyOperator {
        IERC20(token).transfer(operator, IERC20(token).balanceOf(address(this)));
    }
}
