// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Router02 {
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external payable returns (uint256[] memory amounts);
}

// Buys the protocol token for the caller with the ether sent, accepting any amount out.
contract BuyBack {
    IUniswapV2Router02 public immutable router;
    address public immutable weth;
    address public immutable token;

    constructor(IUniswapV2Router02 r, address w, address t) {
        router = r;
        weth = w;
        token = t;
    }

    function buy() external payable {
        address[] memory path = new address[](2);
        path[0] = weth;
        path[1] = token;
        // <yes> <report> FRONT_RUNNING
        router.swapExactETHForTokens{value: msg.value}(0, path, msg.sender, block.timestamp);
    }
}
