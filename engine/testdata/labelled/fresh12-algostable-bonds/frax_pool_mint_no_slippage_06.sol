// SPDX-License-Identifier: MIT
pragma solidity 0.6.11;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function balanceOf(address who) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IFrax {
    function global_collateral_ratio() external view returns (uint256);
    function fxs_price() external view returns (uint256);
    function pool_mint(address to, uint256 amount) external;
}

interface IFxs {
    function pool_burn_from(address from, uint256 amount) external;
}

interface ICollateralOracle {
    function getPrice() external view returns (uint256);
}

// Fractional-reserve stablecoin pool: at a collateral ratio strictly between 0 and 1, a mint takes
// collateral for the collateralised part and burns FXS for the rest, both at the oracle prices.
contract FraxPoolFractional {
    using SafeMath for uint256;

    uint256 private constant PRICE_PRECISION = 1e6;
    uint256 private constant COLLATERAL_RATIO_PRECISION = 1e6;

    IFrax public immutable FRAX;
    IFxs public immutable FXS;
    IERC20 public immutable collateral;
    ICollateralOracle public collatOracle;
    address public timelock;
    uint256 public immutable missingDecimals;
    uint256 public poolCeiling;
    uint256 public mintingFee;
    bool public mintPaused;

    constructor(IFrax frax_, IFxs fxs_, IERC20 collateral_, uint256 collateralDecimals, ICollateralOracle oracle_) public {
        FRAX = frax_;
        FXS = fxs_;
        collateral = collateral_;
        missingDecimals = uint256(18).sub(collateralDecimals);
        collatOracle = oracle_;
        timelock = msg.sender;
    }

    function setPoolParameters(uint256 ceiling, uint256 fee) external {
        require(msg.sender == timelock, "timelock");
        require(fee <= 10000, "fee");
        poolCeiling = ceiling;
        mintingFee = fee;
    }

    function toggleMinting() external {
        require(msg.sender == timelock, "timelock");
        mintPaused = !mintPaused;
    }

    function mintFractionalFRAX(uint256 collateralAmount, uint256 fxsAmount, uint256 fraxOutMin) external {
        require(!mintPaused, "minting paused");
        uint256 cr = FRAX.global_collateral_ratio();
        require(cr < COLLATERAL_RATIO_PRECISION && cr > 0, "ratio out of range");
        require(collateral.balanceOf(address(this)).add(collateralAmount) <= poolCeiling, "pool ceiling");

        uint256 fxsPrice = FRAX.fxs_price();
        uint256 collateralValue = collateralAmount.mul(10**missingDecimals).mul(collatOracle.getPrice()).div(PRICE_PRECISION);
        uint256 fraxFromCollateral = collateralValue.mul(COLLATERAL_RATIO_PRECISION).div(cr);
        uint256 fxsNeeded = fraxFromCollateral.sub(collateralValue).mul(PRICE_PRECISION).div(fxsPrice);
        require(fxsNeeded <= fxsAmount, "not enough FXS");

        uint256 mintAmount = fraxFromCollateral.mul(uint256(1e6).sub(mintingFee)).div(1e6);
        FXS.pool_burn_from(msg.sender, fxsNeeded);
        require(collateral.transferFrom(msg.sender, address(this), collateralAmount), "transfer");
        // <yes> <report> FRONT_RUNNING
        FRAX.pool_mint(msg.sender, mintAmount);
    }
}
