// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Router02 {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts);
}

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

// The strategy's minimum out is 99% of the router's quote, taken in the same transaction: a sandwich moves the
// quote with the price, so the bound protects nothing.
contract Strategy {
    IUniswapV2Router02 public immutable router;
    IERC20 public immutable reward;
    address[] public path;

    constructor(IUniswapV2Router02 r, IERC20 rw, address[] memory p) {
        router = r;
        reward = rw;
        path = p;
    }

    function harvest() external {
        uint256 amount = reward.balanceOf(address(this));
        require(reward.approve(address(router), amount), "approve");
        uint256 quoted = router.getAmountsOut(amount, path)[path.length - 1];
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(amount, quoted * 99 / 100, path, address(this), block.timestamp);
    }
}
