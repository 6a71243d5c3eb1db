// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.15;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    /// USD price of one whole collateral unit, 18 decimals.
    function price() external view returns (uint256);
}

/// Liquidation module of a stablecoin CDP: a keeper repays part of an unsafe vault's debt and seizes collateral
/// worth the repaid amount plus a liquidation bonus.
contract LiquidationEngine {
    uint256 public constant BPS = 10_000;
    uint256 public constant LIQ_THRESHOLD_BPS = 8_000;
    uint256 public liquidationBonusBps = 1_000;

    address public immutable gov;
    IERC20 public immutable stable;
    IERC20 public immutable collateral;
    IPriceOracle public immutable oracle;

    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(IERC20 _stable, IERC20 _collateral, IPriceOracle _oracle) {
        gov = msg.sender;
        stable = _stable;
        collateral = _collateral;
        oracle = _oracle;
    }

    function isLiquidatable(address account) public view returns (bool) {
        uint256 value = (collateralOf[account] * oracle.price()) / 1e18;
        return debtOf[account] * BPS > value * LIQ_THRESHOLD_BPS;
    }

    function liquidate(address account, uint256 repayAmount) external {
        require(isLiquidatable(account), "healthy");
        require(repayAmount <= debtOf[account], "repay");
        // Collateral units for the repaid debt, then the bonus on top.
        // <yes> <report> ARITHMETIC
        uint256 seize = (repayAmount / oracle.price()) * (BPS + liquidationBonusBps) * 1e18 / BPS;
        if (seize > collateralOf[account]) seize = collateralOf[account];

        debtOf[account] -= repayAmount;
        collateralOf[account] -= seize;
        require(stable.transferFrom(msg.sender, address(this), repayAmount), "repay");
        require(collateral.transfer(msg.sender, seize), "seize");
    }
}
