pragma solidity ^0.8.0;

interface IRouterV2 {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory);
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external payable returns (uint256[] memory);
}

interface IRouterV3 {
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
    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256);
}

contract Harvester {
    IRouterV2 public router;
    IRouterV3 public routerV3;
    address[] public path;

    function harvest(uint256 amount) external {
        router.swapExactTokensForTokens(amount, 0, path, address(this), block.timestamp); // want "Harvester.harvest\\(\\) swaps through router accepting any amount out \\(minimum 0\\)"
    }

    function buy() external payable {
        router.swapExactETHForTokens{value: msg.value}(0, path, msg.sender, block.timestamp); // want "swaps through router accepting any amount out"
    }

    function harvestV3(address a, address b, uint256 amount) external {
        routerV3.exactInputSingle(IRouterV3.ExactInputSingleParams({ // want "swaps through routerV3 accepting any amount out"
            tokenIn: a,
            tokenOut: b,
            fee: 3000,
            recipient: address(this),
            deadline: block.timestamp,
            amountIn: amount,
            amountOutMinimum: 0,
            sqrtPriceLimitX96: 0
        }));
    }

    // The caller sets the least amount it accepts, but the deadline is always met.
    function swap(uint256 amount, uint256 minOut) external {
        router.swapExactTokensForTokens(amount, minOut, path, msg.sender, block.timestamp); // want "Harvester.swap\\(\\) swaps through router with block.timestamp as the deadline"
    }

    // Safe: the caller sets both.
    function swapBy(uint256 amount, uint256 minOut, uint256 deadline) external {
        router.swapExactTokensForTokens(amount, minOut, path, msg.sender, deadline);
    }
}
