// SPDX-License-Identifier: MIT
// A swap router that pulls the input tokens its users approved, then makes a call of the caller's choosing:
// passing a token as the target and transferFrom(victim, attacker, allowance) as the data drains every approval.
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

contract ZapRouter {
    function zap(IERC20 tokenIn, uint256 amountIn, address dex, bytes calldata swapData) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "pull");
        tokenIn.approve(dex, amountIn);
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = dex.call(swapData);
        require(ok, "swap");
    }
}
