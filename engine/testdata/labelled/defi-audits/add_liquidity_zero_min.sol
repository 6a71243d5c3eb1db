// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Router02 {
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) external returns (uint256 amountA, uint256 amountB, uint256 liquidity);
    function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) external returns (uint256 amountA, uint256 amountB);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A zap that provides liquidity for the caller, accepting whatever the pool gives back.
contract LiquidityZap {
    IUniswapV2Router02 public immutable router;
    mapping(address => uint256) public lpOf;

    constructor(IUniswapV2Router02 r) {
        router = r;
    }

    function provide(IERC20 a, IERC20 b, uint256 amountA, uint256 amountB) external {
        require(a.transferFrom(msg.sender, address(this), amountA), "transfer");
        require(b.transferFrom(msg.sender, address(this), amountB), "transfer");
        require(a.approve(address(router), amountA), "approve");
        require(b.approve(address(router), amountB), "approve");
        // <yes> <report> FRONT_RUNNING
        (, , uint256 liquidity) = router.addLiquidity(address(a), address(b), amountA, amountB, 0, 0, address(this), block.timestamp);
        lpOf[msg.sender] += liquidity;
    }

    function exit(address a, address b, uint256 liquidity) external {
        lpOf[msg.sender] -= liquidity;
        // <yes> <report> FRONT_RUNNING
        router.removeLiquidity(a, b, liquidity, 0, 0, msg.sender, block.timestamp);
    }
}
