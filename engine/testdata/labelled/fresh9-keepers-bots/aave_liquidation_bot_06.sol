// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;
pragma experimental ABIEncoderV2;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface ILendingPool {
    function flashLoan(address receiver, address[] calldata assets, uint256[] calldata amounts, uint256[] calldata modes,
        address onBehalfOf, bytes calldata params, uint16 referralCode) external;
    function liquidationCall(address collateral, address debt, address user, uint256 debtToCover, bool receiveAToken)
        external;
}

interface IUniswapV2Router {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to,
        uint256 deadline) external returns (uint256[] memory amounts);
}

/// Liquidation bot: flash-borrows the debt asset from Aave, liquidates an unhealthy position, sells the seized
/// collateral back into the debt asset and repays the loan; profit stays here for the owner.
contract FlashLiquidator {
    ILendingPool public immutable LENDING_POOL;
    address public owner;

    constructor(ILendingPool pool) public {
        LENDING_POOL = pool;
        owner = msg.sender;
    }

    function liquidate(address collateral, address debt, address user, uint256 debtToCover, address router) external {
        require(msg.sender == owner, "owner");
        address[] memory assets = new address[](1);
        assets[0] = debt;
        uint256[] memory amounts = new uint256[](1);
        amounts[0] = debtToCover;
        uint256[] memory modes = new uint256[](1);
        LENDING_POOL.flashLoan(address(this), assets, amounts, modes, address(this),
            abi.encode(collateral, user, router), 0);
    }

    function executeOperation(address[] calldata assets, uint256[] calldata amounts, uint256[] calldata premiums,
        address, bytes calldata params) external returns (bool)
    {
        (address collateral, address user, address router) = abi.decode(params, (address, address, address));
        address debt = assets[0];
        IERC20(debt).approve(address(LENDING_POOL), amounts[0]);
        LENDING_POOL.liquidationCall(collateral, debt, user, amounts[0], false);

        uint256 seized = IERC20(collateral).balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        IERC20(collateral).approve(router, seized);
        address[] memory path = new address[](2);
        path[0] = collateral;
        path[1] = debt;
        // <yes> <report> FRONT_RUNNING
        IUniswapV2Router(router).swapExactTokensForTokens(seized, 0, path, address(this), block.timestamp);

        IERC20(debt).approve(address(LENDING_POOL), amounts[0] + premiums[0]);
        return true;
    }

    function withdraw(address token) external {
        require(msg.sender == owner, "owner");
        IERC20(token).transfer(owner, IERC20(token).balanceOf(address(this)));
    }
}
