// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface ISwapper {
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut) external returns (uint256);
}

/// Treasury that rebalances through a swap router it keeps an unlimited approval to.
contract RebalancingTreasury {
    address public owner;
    address public swapper;
    mapping(address => bool) public managed;

    constructor(address _swapper) {
        owner = msg.sender;
        swapper = _swapper;
    }

    function addToken(address token) external {
        require(msg.sender == owner, "owner");
        managed[token] = true;
        IERC20(token).approve(swapper, type(uint256).max);
    }

    function updateSwapper(address newSwapper, address[] calldata tokens) external {
        // <yes> <report> ACCESS_CONTROL
        swapper = newSwapper;
        for (uint256 i = 0; i < tokens.length; i++) {
            IERC20(tokens[i]).approve(newSwapper, type(uint256).max);
        }
    }

    function rebalance(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut) external returns (uint256) {
        require(msg.sender == owner, "owner");
        return ISwapper(swapper).swap(tokenIn, tokenOut, amountIn, minOut);
    }
}
