// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IUniswapV2Router {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory amounts);
}

/// Fee-taking front-end router: it keeps 0.3% of every input until the team collects it.
contract FeeRouter {
    address public owner;
    IUniswapV2Router public immutable dex;
    uint256 public constant FEE_BPS = 30;

    constructor(IUniswapV2Router _dex) {
        owner = msg.sender;
        dex = _dex;
    }

    function swap(address[] calldata path, uint256 amountIn, uint256 minOut, uint256 deadline) external {
        IERC20 tokenIn = IERC20(path[0]);
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "pull");
        uint256 fee = amountIn * FEE_BPS / 10000;
        dex.swapExactTokensForTokens(amountIn - fee, minOut, path, msg.sender, deadline);
    }

    function rescueTokens(address token, address to) external {
        uint256 bal = IERC20(token).balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(token).transfer(to, bal), "rescue");
    }
}
