// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The caller bounds the amount out, but the deadline is the block's own time: a validator can hold the swap
// until the bound is the worst price it allows.
contract SwapHelper {
    IUniswapV2Router02 public immutable router;

    constructor(IUniswapV2Router02 r) {
        router = r;
    }

    function swap(IERC20 tokenIn, uint256 amountIn, uint256 minOut, address[] calldata path) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "transfer");
        require(tokenIn.approve(address(router), amountIn), "approve");
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, block.timestamp);
    }
}
