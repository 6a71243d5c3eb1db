// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface ISwapRouter {
    function swapExact(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, address to) external returns (uint256);
}

/// Router entry point combining a permit with a swap. The permit is public in the mempool: anyone can submit it
/// first, after which this call reverts on the used nonce and the user's swap fails.
contract PermitSwapRouter {
    ISwapRouter public immutable dex;

    constructor(ISwapRouter _dex) {
        dex = _dex;
    }

    function swapWithPermit(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external returns (uint256)
    {
        // <yes> <report> FRONT_RUNNING
        IERC20Permit(tokenIn).permit(msg.sender, address(this), amountIn, deadline, v, r, s);
        require(IERC20Permit(tokenIn).transferFrom(msg.sender, address(dex), amountIn), "pull");
        return dex.swapExact(tokenIn, tokenOut, amountIn, minOut, msg.sender);
    }
}
