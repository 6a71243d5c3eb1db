// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IRouter { function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory); }
interface IERC20 { function approve(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
contract Zap {
    IRouter public immutable router;
    constructor(IRouter r) { router = r; }
    function zap(IERC20 tokenIn, uint256 amount, address[] calldata path) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amount));
        require(tokenIn.approve(address(router), amount));
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(amount, 0, path, msg.sender, block.timestamp);
    }
}
