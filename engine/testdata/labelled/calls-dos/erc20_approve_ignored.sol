// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts);
}

contract Zapper {
    IRouter public immutable router;

    constructor(IRouter _router) {
        router = _router;
    }

    function zap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut) external returns (uint256) {
        require(IERC20(tokenIn).transfer(address(this), 0), "ping");
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(tokenIn).approve(address(router), amountIn);
        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = tokenOut;
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, block.timestamp);
        return amounts[1];
    }
}
