// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IPool {
    function flashLoanSimple(address receiver, address asset, uint256 amount, bytes calldata params, uint16 code)
        external;
    function liquidationCall(address collateral, address debt, address user, uint256 debtToCover, bool receiveAToken)
        external;
}

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

/// Aave V3 flash liquidator. The callback accepts only the pool, and only loans this contract asked for; the swap
/// router is fixed and the seized collateral is sold with the caller's minimum.
contract CheckedFlashLiquidator {
    IPool public immutable pool;
    ISwapRouter public immutable router;
    address public immutable owner;

    constructor(IPool pool_, ISwapRouter router_) {
        pool = pool_;
        router = router_;
        owner = msg.sender;
    }

    function liquidate(address collateral, address debt, address user, uint256 debtToCover, uint24 fee, uint256 minOut)
        external
    {
        require(msg.sender == owner, "owner");
        pool.flashLoanSimple(address(this), debt, debtToCover, abi.encode(collateral, user, fee, minOut), 0);
    }

    function executeOperation(address asset, uint256 amount, uint256 premium, address initiator, bytes calldata params)
        external returns (bool)
    {
        require(msg.sender == address(pool), "caller");
        require(initiator == address(this), "initiator");
        (address collateral, address user, uint24 fee, uint256 minOut) =
            abi.decode(params, (address, address, uint24, uint256));

        IERC20(asset).approve(address(pool), amount);
        pool.liquidationCall(collateral, asset, user, amount, false);

        uint256 seized = IERC20(collateral).balanceOf(address(this));
        IERC20(collateral).approve(address(router), seized);
        router.exactInputSingle(ISwapRouter.ExactInputSingleParams({
            tokenIn: collateral,
            tokenOut: asset,
            fee: fee,
            recipient: address(this),
            deadline: block.timestamp,
            amountIn: seized,
            amountOutMinimum: minOut,
            sqrtPriceLimitX96: 0
        }));

        IERC20(asset).approve(address(pool), amount + premium);
        return true;
    }

    function withdraw(address token) external {
        require(msg.sender == owner, "owner");
        require(IERC20(token).transfer(owner, IERC20(token).balanceOf(address(this))), "transfer");
    }
}
