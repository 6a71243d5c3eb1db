// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function decimals() external view returns (uint8);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

library WadRayMath {
    uint256 internal constant WAD = 1e18;
    uint256 internal constant RAY = 1e27;
    uint256 internal constant HALF_RAY = 0.5e27;

    function rayMul(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b + HALF_RAY) / RAY;
    }

    function rayDiv(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * RAY + b / 2) / b;
    }

    function wadMul(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b + WAD / 2) / WAD;
    }

    function wadDiv(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * WAD + b / 2) / b;
    }
}

interface IAaveOracle {
    function getAssetPrice(address asset) external view returns (uint256);
}

/// Aave-style pool: scaled balances with liquidity and variable-borrow indexes, a health factor over all
/// reserves, and liquidation with a close factor and a bonus paid in collateral.
contract LendingPool {
    using SafeERC20 for IERC20;
    using WadRayMath for uint256;

    uint256 public constant HEALTH_FACTOR_LIQUIDATION_THRESHOLD = 1e18;
    uint256 public constant CLOSE_FACTOR_HF_THRESHOLD = 0.95e18;
    uint256 public constant DEFAULT_LIQUIDATION_CLOSE_FACTOR = 0.5e4;
    uint256 public constant MAX_LIQUIDATION_CLOSE_FACTOR = 1e4;
    uint256 public constant PERCENTAGE_FACTOR = 1e4;
    uint256 public constant SECONDS_PER_YEAR = 365 days;
    uint256 public constant MAX_RESERVES = 128;

    struct ReserveData {
        uint128 liquidityIndex;
        uint128 variableBorrowIndex;
        uint128 currentLiquidityRate;
        uint128 currentVariableBorrowRate;
        uint40 lastUpdateTimestamp;
        uint16 id;
        uint16 ltv;
        uint16 liquidationThreshold;
        uint16 liquidationBonus;
        uint16 reserveFactor;
        bool active;
        bool frozen;
        uint256 totalScaledSupply;
        uint256 totalScaledDebt;
        uint256 accruedToTreasury;
    }

    address public poolAdmin;
    address public treasury;
    IAaveOracle public oracle;
    bool public paused;

    mapping(address => ReserveData) internal reserves;
    address[] public reservesList;
    mapping(address => mapping(address => uint256)) public scaledSupply;
    mapping(address => mapping(address => uint256)) public scaledDebt;
    mapping(address => mapping(address => bool)) public usingAsCollateral;

    uint256 private locked = 1;

    event Supply(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount);
    event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount);
    event Borrow(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount);
    event Repay(address indexed reserve, address indexed user, address indexed repayer, uint256 amount);
    event LiquidationCall(address indexed collateralAsset, address indexed debtAsset, address indexed user, uint256 debtToCover, uint256 liquidatedCollateralAmount, address liquidator);
    event ReserveInitialized(address indexed asset);
    event MintedToTreasury(address indexed reserve, uint256 amountMinted);

    modifier onlyPoolAdmin() {
        require(msg.sender == poolAdmin, "caller not pool admin");
        _;
    }

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    modifier lock() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IAaveOracle oracle_, address treasury_) {
        poolAdmin = msg.sender;
        oracle = oracle_;
        treasury = treasury_;
    }

    // ---------------------------------------------------------------- configuration

    function initReserve(address asset, uint16 ltv, uint16 liquidationThreshold, uint16 liquidationBonus, uint16 reserveFactor)
        external
        onlyPoolAdmin
    {
        require(!reserves[asset].active, "reserve already added");
        require(reservesList.length < MAX_RESERVES, "no more reserves allowed");
        require(ltv <= liquidationThreshold && liquidationThreshold < PERCENTAGE_FACTOR, "invalid threshold");
        require(liquidationBonus > PERCENTAGE_FACTOR, "invalid bonus");
        require(uint256(liquidationThreshold) * liquidationBonus / PERCENTAGE_FACTOR <= PERCENTAGE_FACTOR, "bonus too high");
        ReserveData storage r = reserves[asset];
        r.liquidityIndex = uint128(WadRayMath.RAY);
        r.variableBorrowIndex = uint128(WadRayMath.RAY);
        r.lastUpdateTimestamp = uint40(block.timestamp);
        r.id = uint16(reservesList.length);
        r.ltv = ltv;
        r.liquidationThreshold = liquidationThreshold;
        r.liquidationBonus = liquidationBonus;
        r.reserveFactor = reserveFactor;
        r.active = true;
        reservesList.push(asset);
        emit ReserveInitialized(asset);
    }

    function setReserveRates(address asset, uint128 liquidityRate, uint128 variableBorrowRate) external onlyPoolAdmin {
        ReserveData storage r = reserves[asset];
        _updateIndexes(r);
        r.currentLiquidityRate = liquidityRate;
        r.currentVariableBorrowRate = variableBorrowRate;
    }

    function setFrozen(address asset, bool frozen) external onlyPoolAdmin {
        reserves[asset].frozen = frozen;
    }

    function setPaused(bool value) external onlyPoolAdmin {
        paused = value;
    }

    function setOracle(IAaveOracle newOracle) external onlyPoolAdmin {
        oracle = newOracle;
    }

    // ---------------------------------------------------------------- indexes

    function _linearInterest(uint256 rate, uint40 lastUpdate) internal view returns (uint256) {
        return WadRayMath.RAY + (rate * (block.timestamp - uint256(lastUpdate))) / SECONDS_PER_YEAR;
    }

    function _compoundedInterest(uint256 rate, uint40 lastUpdate) internal view returns (uint256) {
        uint256 exp = block.timestamp - uint256(lastUpdate);
        if (exp == 0) {
            return WadRayMath.RAY;
        }
        uint256 ratePerSecond = rate / SECONDS_PER_YEAR;
        uint256 basePowerTwo = ratePerSecond.rayMul(ratePerSecond);
        uint256 basePowerThree = basePowerTwo.rayMul(ratePerSecond);
        uint256 secondTerm = (exp * (exp - 1) * basePowerTwo) / 2;
        uint256 thirdTerm = exp > 2 ? (exp * (exp - 1) * (exp - 2) * basePowerThree) / 6 : 0;
        return WadRayMath.RAY + ratePerSecond * exp + secondTerm + thirdTerm;
    }

    function _updateIndexes(ReserveData storage r) internal {
        if (r.lastUpdateTimestamp == uint40(block.timestamp)) {
            return;
        }
        uint256 prevDebtIndex = r.variableBorrowIndex;
        uint256 newLiquidityIndex = _linearInterest(r.currentLiquidityRate, r.lastUpdateTimestamp).rayMul(r.liquidityIndex);
        require(newLiquidityIndex <= type(uint128).max, "liquidity index overflow");
        r.liquidityIndex = uint128(newLiquidityIndex);
        uint256 newDebtIndex = _compoundedInterest(r.currentVariableBorrowRate, r.lastUpdateTimestamp).rayMul(prevDebtIndex);
        require(newDebtIndex <= type(uint128).max, "borrow index overflow");
        r.variableBorrowIndex = uint128(newDebtIndex);
        uint256 debtAccrued = r.totalScaledDebt.rayMul(newDebtIndex) - r.totalScaledDebt.rayMul(prevDebtIndex);
        uint256 toTreasury = (debtAccrued * r.reserveFactor) / PERCENTAGE_FACTOR;
        if (toTreasury != 0) {
            r.accruedToTreasury += toTreasury.rayDiv(newLiquidityIndex);
        }
        r.lastUpdateTimestamp = uint40(block.timestamp);
    }

    function getNormalizedIncome(address asset) public view returns (uint256) {
        ReserveData storage r = reserves[asset];
        if (r.lastUpdateTimestamp == uint40(block.timestamp)) {
            return r.liquidityIndex;
        }
        return _linearInterest(r.currentLiquidityRate, r.lastUpdateTimestamp).rayMul(r.liquidityIndex);
    }

    function getNormalizedDebt(address asset) public view returns (uint256) {
        ReserveData storage r = reserves[asset];
        if (r.lastUpdateTimestamp == uint40(block.timestamp)) {
            return r.variableBorrowIndex;
        }
        return _compoundedInterest(r.currentVariableBorrowRate, r.lastUpdateTimestamp).rayMul(r.variableBorrowIndex);
    }

    function balanceOfCollateral(address asset, address user) public view returns (uint256) {
        return scaledSupply[asset][user].rayMul(getNormalizedIncome(asset));
    }

    function balanceOfDebt(address asset, address user) public view returns (uint256) {
        return scaledDebt[asset][user].rayMul(getNormalizedDebt(asset));
    }

    // ---------------------------------------------------------------- account data

    function getUserAccountData(address user)
        public
        view
        returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 avgLtv, uint256 avgLiquidationThreshold, uint256 healthFactor)
    {
        uint256 n = reservesList.length;
        for (uint256 i = 0; i < n; i++) {
            address asset = reservesList[i];
            ReserveData storage r = reserves[asset];
            uint256 unit = 10 ** IERC20(asset).decimals();
            uint256 price = oracle.getAssetPrice(asset);
            if (usingAsCollateral[user][asset] && r.liquidationThreshold != 0) {
                uint256 value = (balanceOfCollateral(asset, user) * price) / unit;
                totalCollateralBase += value;
                avgLtv += value * r.ltv;
                avgLiquidationThreshold += value * r.liquidationThreshold;
            }
            if (scaledDebt[asset][user] != 0) {
                totalDebtBase += (balanceOfDebt(asset, user) * price + unit - 1) / unit;
            }
        }
        if (totalCollateralBase != 0) {
            avgLtv = avgLtv / totalCollateralBase;
            avgLiquidationThreshold = avgLiquidationThreshold / totalCollateralBase;
        }
        healthFactor = totalDebtBase == 0
            ? type(uint256).max
            : (totalCollateralBase * avgLiquidationThreshold / PERCENTAGE_FACTOR).wadDiv(totalDebtBase);
    }

    // ---------------------------------------------------------------- user actions

    function supply(address asset, uint256 amount, address onBehalfOf) external lock whenNotPaused {
        ReserveData storage r = reserves[asset];
        require(r.active && !r.frozen, "reserve inactive or frozen");
        require(amount != 0, "invalid amount");
        _updateIndexes(r);
        uint256 scaled = amount.rayDiv(r.liquidityIndex);
        require(scaled != 0, "invalid mint amount");
        IERC20(asset).safeTransferFrom(msg.sender, address(this), amount);
        if (scaledSupply[asset][onBehalfOf] == 0) {
            usingAsCollateral[onBehalfOf][asset] = true;
        }
        scaledSupply[asset][onBehalfOf] += scaled;
        r.totalScaledSupply += scaled;
        emit Supply(asset, msg.sender, onBehalfOf, amount);
    }

    function withdraw(address asset, uint256 amount, address to) external lock whenNotPaused returns (uint256) {
        ReserveData storage r = reserves[asset];
        require(r.active, "reserve inactive");
        _updateIndexes(r);
        uint256 userBalance = scaledSupply[asset][msg.sender].rayMul(r.liquidityIndex);
        uint256 amountToWithdraw = amount == type(uint256).max ? userBalance : amount;
        require(amountToWithdraw != 0 && amountToWithdraw <= userBalance, "invalid amount");
        uint256 scaled = amountToWithdraw.rayDiv(r.liquidityIndex);
        scaledSupply[asset][msg.sender] -= scaled;
        r.totalScaledSupply -= scaled;
        if (scaledSupply[asset][msg.sender] == 0) {
            usingAsCollateral[msg.sender][asset] = false;
        }
        (, , , , uint256 hf) = getUserAccountData(msg.sender);
        require(hf >= HEALTH_FACTOR_LIQUIDATION_THRESHOLD, "health factor below threshold");
        IERC20(asset).safeTransfer(to, amountToWithdraw);
        emit Withdraw(asset, msg.sender, to, amountToWithdraw);
        return amountToWithdraw;
    }

    function borrow(address asset, uint256 amount) external lock whenNotPaused {
        ReserveData storage r = reserves[asset];
        require(r.active && !r.frozen, "reserve inactive or frozen");
        require(amount != 0, "invalid amount");
        _updateIndexes(r);
        uint256 scaled = amount.rayDiv(r.variableBorrowIndex);
        scaledDebt[asset][msg.sender] += scaled;
        r.totalScaledDebt += scaled;
        (uint256 collateral, uint256 debt, uint256 ltv, , uint256 hf) = getUserAccountData(msg.sender);
        require(collateral != 0, "collateral balance is zero");
        require(hf >= HEALTH_FACTOR_LIQUIDATION_THRESHOLD, "health factor below threshold");
        require(debt <= (collateral * ltv) / PERCENTAGE_FACTOR, "collateral cannot cover new borrow");
        IERC20(asset).safeTransfer(msg.sender, amount);
        emit Borrow(asset, msg.sender, msg.sender, amount);
    }

    function repay(address asset, uint256 amount, address onBehalfOf) external lock whenNotPaused returns (uint256) {
        ReserveData storage r = reserves[asset];
        require(r.active, "reserve inactive");
        _updateIndexes(r);
        uint256 debt = scaledDebt[asset][onBehalfOf].rayMul(r.variableBorrowIndex);
        require(debt != 0, "no debt of selected type");
        uint256 paybackAmount = amount < debt ? amount : debt;
        uint256 scaled = paybackAmount.rayDiv(r.variableBorrowIndex);
        if (scaled > scaledDebt[asset][onBehalfOf]) {
            scaled = scaledDebt[asset][onBehalfOf];
        }
        scaledDebt[asset][onBehalfOf] -= scaled;
        r.totalScaledDebt -= scaled;
        IERC20(asset).safeTransferFrom(msg.sender, address(this), paybackAmount);
        emit Repay(asset, onBehalfOf, msg.sender, paybackAmount);
        return paybackAmount;
    }

    function setUserUseReserveAsCollateral(address asset, bool useAsCollateral) external lock {
        require(scaledSupply[asset][msg.sender] != 0, "underlying balance zero");
        usingAsCollateral[msg.sender][asset] = useAsCollateral;
        if (!useAsCollateral) {
            (, , , , uint256 hf) = getUserAccountData(msg.sender);
            require(hf >= HEALTH_FACTOR_LIQUIDATION_THRESHOLD, "health factor below threshold");
        }
    }

    struct LiquidationVars {
        uint256 userDebt;
        uint256 actualDebtToLiquidate;
        uint256 collateralBalance;
        uint256 debtPrice;
        uint256 collateralPrice;
        uint256 debtUnit;
        uint256 collateralUnit;
        uint256 collateralToSeize;
        uint256 scaledRepaid;
        uint256 scaledSeized;
    }

    function liquidationCall(address collateralAsset, address debtAsset, address user, uint256 debtToCover) external lock whenNotPaused {
        ReserveData storage collateralReserve = reserves[collateralAsset];
        ReserveData storage debtReserve = reserves[debtAsset];
        require(collateralReserve.active && debtReserve.active, "reserve inactive");
        _updateIndexes(debtReserve);
        _updateIndexes(collateralReserve);

        (, , , , uint256 hf) = getUserAccountData(user);
        require(hf < HEALTH_FACTOR_LIQUIDATION_THRESHOLD, "health factor not below threshold");
        require(usingAsCollateral[user][collateralAsset], "collateral cannot be liquidated");

        LiquidationVars memory v;
        v.userDebt = scaledDebt[debtAsset][user].rayMul(debtReserve.variableBorrowIndex);
        require(v.userDebt != 0, "specified currency not borrowed by user");
        uint256 closeFactor = hf > CLOSE_FACTOR_HF_THRESHOLD ? DEFAULT_LIQUIDATION_CLOSE_FACTOR : MAX_LIQUIDATION_CLOSE_FACTOR;
        uint256 maxDebt = (v.userDebt * closeFactor) / PERCENTAGE_FACTOR;
        v.actualDebtToLiquidate = debtToCover > maxDebt ? maxDebt : debtToCover;

        v.collateralBalance = scaledSupply[collateralAsset][user].rayMul(collateralReserve.liquidityIndex);
        v.debtPrice = oracle.getAssetPrice(debtAsset);
        v.collateralPrice = oracle.getAssetPrice(collateralAsset);
        require(v.debtPrice != 0 && v.collateralPrice != 0, "invalid price");
        v.debtUnit = 10 ** IERC20(debtAsset).decimals();
        v.collateralUnit = 10 ** IERC20(collateralAsset).decimals();
        uint256 baseCollateral = (v.debtPrice * v.actualDebtToLiquidate * v.collateralUnit) / (v.collateralPrice * v.debtUnit);
        v.collateralToSeize = (baseCollateral * collateralReserve.liquidationBonus) / PERCENTAGE_FACTOR;
        if (v.collateralToSeize > v.collateralBalance) {
            v.collateralToSeize = v.collateralBalance;
            v.actualDebtToLiquidate = (v.collateralPrice * v.collateralToSeize * v.debtUnit * PERCENTAGE_FACTOR)
                / (v.debtPrice * v.collateralUnit * collateralReserve.liquidationBonus);
        }

        v.scaledRepaid = v.actualDebtToLiquidate.rayDiv(debtReserve.variableBorrowIndex);
        if (v.scaledRepaid > scaledDebt[debtAsset][user]) {
            v.scaledRepaid = scaledDebt[debtAsset][user];
        }
        scaledDebt[debtAsset][user] -= v.scaledRepaid;
        debtReserve.totalScaledDebt -= v.scaledRepaid;

        v.scaledSeized = v.collateralToSeize.rayDiv(collateralReserve.liquidityIndex);
        if (v.scaledSeized > scaledSupply[collateralAsset][user]) {
            v.scaledSeized = scaledSupply[collateralAsset][user];
        }
        scaledSupply[collateralAsset][user] -= v.scaledSeized;
        collateralReserve.totalScaledSupply -= v.scaledSeized;
        if (scaledSupply[collateralAsset][user] == 0) {
            usingAsCollateral[user][collateralAsset] = false;
        }

        IERC20(debtAsset).safeTransferFrom(msg.sender, address(this), v.actualDebtToLiquidate);
        IERC20(collateralAsset).safeTransfer(msg.sender, v.collateralToSeize);
        emit LiquidationCall(collateralAsset, debtAsset, user, v.actualDebtToLiquidate, v.collateralToSeize, msg.sender);
    }

    function mintToTreasury(address[] calldata assets) external lock {
        for (uint256 i = 0; i < assets.length; i++) {
            ReserveData storage r = reserves[assets[i]];
            if (!r.active) {
                continue;
            }
            uint256 accrued = r.accruedToTreasury;
            if (accrued != 0) {
                r.accruedToTreasury = 0;
                scaledSupply[assets[i]][treasury] += accrued;
                r.totalScaledSupply += accrued;
                emit MintedToTreasury(assets[i], accrued.rayMul(r.liquidityIndex));
            }
        }
    }
}
