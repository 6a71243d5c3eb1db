// SPDX-License-Identifier: GPL-3.0
pragma solidity =0.7.6;

interface IERC20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function approve(address spender, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

interface IUniswapV2Router02 {
    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB);
}

interface INewPool {
    function depositFor(address user, uint256 amountA, uint256 amountB) external;
}

contract LiquidityMigrator {
    IUniswapV2Router02 public immutable oldRouter;
    INewPool public immutable newPool;
    address public immutable tokenA;
    address public immutable tokenB;
    address public immutable oldPair;

    constructor(IUniswapV2Router02 _router, INewPool _pool, address _a, address _b, address _pair) {
        oldRouter = _router;
        newPool = _pool;
        tokenA = _a;
        tokenB = _b;
        oldPair = _pair;
    }

    function migrate(uint256 liquidity) external {
        IERC20(oldPair).transferFrom(msg.sender, address(this), liquidity);
        IERC20(oldPair).approve(address(oldRouter), liquidity);
        // <yes> <report> FRONT_RUNNING
        (uint256 amountA, uint256 amountB) = oldRouter.removeLiquidity(tokenA, tokenB, liquidity, 0, 0, address(this), block.timestamp);
        IERC20(tokenA).approve(address(newPool), amountA);
        IERC20(tokenB).approve(address(newPool), amountB);
        newPool.depositFor(msg.sender, amountA, amountB);
    }
}
