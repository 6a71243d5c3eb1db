// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface ISwapRouter {
    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }
    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256 amountOut);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A vault's reward compounding swaps the harvested token with no minimum out.
contract Compounder {
    ISwapRouter public immutable router;
    IERC20 public immutable rewardToken;
    address public immutable want;
    uint256 public totalWant;

    constructor(ISwapRouter r, IERC20 rt, address w) {
        router = r;
        rewardToken = rt;
        want = w;
    }

    function compound(uint256 amount) external {
        require(rewardToken.transferFrom(msg.sender, address(this), amount), "transfer");
        require(rewardToken.approve(address(router), amount), "approve");
        // <yes> <report> FRONT_RUNNING
        uint256 out = router.exactInputSingle(ISwapRouter.ExactInputSingleParams({
            tokenIn: address(rewardToken),
            tokenOut: want,
            fee: 3000,
            recipient: address(this),
            deadline: block.timestamp,
            amountIn: amount,
            amountOutMinimum: 0,
            sqrtPriceLimitX96: 0
        }));
        totalWant += out;
    }
}
