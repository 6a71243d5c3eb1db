pragma solidity ^0.8.10;

interface ISwapRouter {
    function exactInput(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut) external returns (uint256);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
}

contract Liquidator {
    ISwapRouter public immutable router;
    address public immutable pool;
    uint256 public lastProceeds;

    constructor(ISwapRouter router_, address pool_) {
        router = router_;
        pool = pool_;
    }

    // Low: nothing is recorded, the repayment is fixed by the arguments, and the result is a constant.
    function executeOperation(address asset, address collateral, uint256 amount, uint256 premium, uint256 minOut)
        external returns (bool)
    {
        require(msg.sender == pool, "pool");
        router.exactInput(collateral, asset, amount, minOut); // want "ignores the value returned by router.exactInput\\(collateral, asset, amount, minOut\\) \\(the function keeps no state and returns only constants\\)"
        require(IERC20(asset).approve(pool, amount + premium), "approve");
        return true;
    }

    // Medium: the function records an amount the swap's result should have decided.
    function sellAndRecord(address asset, address collateral, uint256 amount, uint256 minOut) external returns (bool) {
        require(msg.sender == pool, "pool");
        router.exactInput(collateral, asset, amount, minOut); // want "Liquidator.sellAndRecord\\(\\) ignores the value returned by router.exactInput\\(collateral, asset, amount, minOut\\)$"
        lastProceeds = minOut;
        return true;
    }
}
