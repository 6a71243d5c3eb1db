// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

interface IPriceOracle {
    function getUnderlyingPrice(address cToken) external view returns (uint256);
}

interface IInterestRateModel {
    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) external view returns (uint256);
}

interface IComptroller {
    function mintAllowed(address cToken, address minter) external view returns (bool);
    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) external view returns (bool);
    function borrowAllowed(address cToken, address borrower, uint256 borrowAmount) external view returns (bool);
    function liquidateBorrowAllowed(address cTokenBorrowed, address borrower, uint256 repayAmount) external view returns (bool);
    function liquidateCalculateSeizeTokens(address cTokenBorrowed, address cTokenCollateral, uint256 repayAmount) external view returns (uint256);
}

interface ICToken {
    function balanceOf(address owner) external view returns (uint256);
    function borrowBalanceStored(address account) external view returns (uint256);
    function exchangeRateStored() external view returns (uint256);
    function seize(address liquidator, address borrower, uint256 seizeTokens) external;
}

abstract contract NonReentrant {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentered");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Compound-style market: an ERC-20 underlying lent against cTokens, interest accrued per block.
contract CErc20 is NonReentrant {
    using SafeTransfer for IERC20;

    uint256 internal constant EXP = 1e18;
    uint256 internal constant BORROW_RATE_MAX = 0.0005e16;
    uint256 internal constant RESERVE_FACTOR_MAX = 1e18;

    struct BorrowSnapshot {
        uint256 principal;
        uint256 interestIndex;
    }

    string public name;
    string public symbol;
    uint8 public constant decimals = 8;

    address public admin;
    address public pendingAdmin;
    IComptroller public comptroller;
    IInterestRateModel public interestRateModel;
    IERC20 public immutable underlying;

    uint256 internal immutable initialExchangeRate;
    uint256 public reserveFactor;
    uint256 public accrualBlockNumber;
    uint256 public borrowIndex;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    uint256 public totalSupply;

    mapping(address => uint256) internal accountTokens;
    mapping(address => mapping(address => uint256)) internal transferAllowances;
    mapping(address => BorrowSnapshot) internal accountBorrows;

    event AccrueInterest(uint256 cashPrior, uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows);
    event Mint(address minter, uint256 mintAmount, uint256 mintTokens);
    event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens);
    event Borrow(address borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows);
    event RepayBorrow(address payer, address borrower, uint256 repayAmount, uint256 accountBorrows, uint256 totalBorrows);
    event LiquidateBorrow(address liquidator, address borrower, uint256 repayAmount, address cTokenCollateral, uint256 seizeTokens);
    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);
    event ReservesReduced(address admin, uint256 reduceAmount, uint256 newTotalReserves);

    modifier onlyAdmin() {
        require(msg.sender == admin, "only admin");
        _;
    }

    constructor(IERC20 underlying_, IComptroller comptroller_, IInterestRateModel model_, uint256 initialExchangeRate_, string memory name_, string memory symbol_) {
        require(initialExchangeRate_ > 0, "rate");
        admin = msg.sender;
        underlying = underlying_;
        comptroller = comptroller_;
        interestRateModel = model_;
        initialExchangeRate = initialExchangeRate_;
        accrualBlockNumber = block.number;
        borrowIndex = EXP;
        name = name_;
        symbol = symbol_;
    }

    function getCash() public view returns (uint256) {
        return underlying.balanceOf(address(this));
    }

    function exchangeRateStored() public view returns (uint256) {
        uint256 supply = totalSupply;
        if (supply == 0) {
            return initialExchangeRate;
        }
        return ((getCash() + totalBorrows - totalReserves) * EXP) / supply;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return accountTokens[owner];
    }

    function balanceOfUnderlying(address owner) external view returns (uint256) {
        return (exchangeRateStored() * accountTokens[owner]) / EXP;
    }

    function borrowBalanceStored(address account) public view returns (uint256) {
        BorrowSnapshot storage snapshot = accountBorrows[account];
        if (snapshot.principal == 0) {
            return 0;
        }
        return (snapshot.principal * borrowIndex) / snapshot.interestIndex;
    }

    function accrueInterest() public {
        uint256 currentBlock = block.number;
        uint256 priorBlock = accrualBlockNumber;
        if (priorBlock == currentBlock) {
            return;
        }
        uint256 cashPrior = getCash();
        uint256 borrowsPrior = totalBorrows;
        uint256 reservesPrior = totalReserves;
        uint256 indexPrior = borrowIndex;

        uint256 borrowRate = interestRateModel.getBorrowRate(cashPrior, borrowsPrior, reservesPrior);
        require(borrowRate <= BORROW_RATE_MAX, "borrow rate too high");

        uint256 simpleInterestFactor = borrowRate * (currentBlock - priorBlock);
        uint256 interestAccumulated = (simpleInterestFactor * borrowsPrior) / EXP;
        accrualBlockNumber = currentBlock;
        borrowIndex = (simpleInterestFactor * indexPrior) / EXP + indexPrior;
        totalBorrows = interestAccumulated + borrowsPrior;
        totalReserves = (reserveFactor * interestAccumulated) / EXP + reservesPrior;
        emit AccrueInterest(cashPrior, interestAccumulated, borrowIndex, totalBorrows);
    }

    function transfer(address dst, uint256 amount) external nonReentrant returns (bool) {
        _transferTokens(msg.sender, msg.sender, dst, amount);
        return true;
    }

    function transferFrom(address src, address dst, uint256 amount) external nonReentrant returns (bool) {
        _transferTokens(msg.sender, src, dst, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        transferAllowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function _transferTokens(address spender, address src, address dst, uint256 tokens) internal {
        require(src != dst, "self transfer");
        require(comptroller.redeemAllowed(address(this), src, tokens), "comptroller rejection");
        if (spender != src) {
            uint256 allowed = transferAllowances[src][spender];
            if (allowed != type(uint256).max) {
                transferAllowances[src][spender] = allowed - tokens;
            }
        }
        accountTokens[src] -= tokens;
        accountTokens[dst] += tokens;
        emit Transfer(src, dst, tokens);
    }

    function mint(uint256 mintAmount) external nonReentrant {
        accrueInterest();
        require(comptroller.mintAllowed(address(this), msg.sender), "mint not allowed");
        uint256 exchangeRate = exchangeRateStored();
        uint256 balanceBefore = underlying.balanceOf(address(this));
        underlying.safeTransferFrom(msg.sender, address(this), mintAmount);
        uint256 actualMintAmount = underlying.balanceOf(address(this)) - balanceBefore;
        uint256 mintTokens = (actualMintAmount * EXP) / exchangeRate; // want "share-inflation: CErc20.mint\\(\\) mints shares as \\(actualMintAmount \\* EXP\\) / exchangeRate, divided by the contract's own balance"
        require(mintTokens > 0, "zero mint");
        totalSupply += mintTokens;
        accountTokens[msg.sender] += mintTokens;
        emit Mint(msg.sender, actualMintAmount, mintTokens);
        emit Transfer(address(this), msg.sender, mintTokens);
    }

    function redeem(uint256 redeemTokens) external nonReentrant {
        accrueInterest();
        uint256 redeemAmount = (exchangeRateStored() * redeemTokens) / EXP;
        require(comptroller.redeemAllowed(address(this), msg.sender, redeemTokens), "redeem not allowed");
        require(getCash() >= redeemAmount, "insufficient cash");
        totalSupply -= redeemTokens;
        accountTokens[msg.sender] -= redeemTokens;
        underlying.safeTransfer(msg.sender, redeemAmount);
        emit Transfer(msg.sender, address(this), redeemTokens);
        emit Redeem(msg.sender, redeemAmount, redeemTokens);
    }

    function borrow(uint256 borrowAmount) external nonReentrant {
        accrueInterest();
        require(comptroller.borrowAllowed(address(this), msg.sender, borrowAmount), "borrow not allowed");
        require(getCash() >= borrowAmount, "insufficient cash");
        uint256 newAccountBorrows = borrowBalanceStored(msg.sender) + borrowAmount;
        accountBorrows[msg.sender].principal = newAccountBorrows;
        accountBorrows[msg.sender].interestIndex = borrowIndex;
        totalBorrows += borrowAmount;
        underlying.safeTransfer(msg.sender, borrowAmount);
        emit Borrow(msg.sender, borrowAmount, newAccountBorrows, totalBorrows);
    }

    function repayBorrow(uint256 repayAmount) external nonReentrant {
        accrueInterest();
        _repayBorrowFresh(msg.sender, msg.sender, repayAmount);
    }

    function repayBorrowBehalf(address borrower, uint256 repayAmount) external nonReentrant {
        accrueInterest();
        _repayBorrowFresh(msg.sender, borrower, repayAmount);
    }

    function _repayBorrowFresh(address payer, address borrower, uint256 repayAmount) internal returns (uint256) {
        uint256 accountBorrowsPrev = borrowBalanceStored(borrower);
        uint256 repayAmountFinal = repayAmount == type(uint256).max ? accountBorrowsPrev : repayAmount;
        uint256 balanceBefore = underlying.balanceOf(address(this));
        underlying.safeTransferFrom(payer, address(this), repayAmountFinal);
        uint256 actualRepayAmount = underlying.balanceOf(address(this)) - balanceBefore;
        uint256 accountBorrowsNew = accountBorrowsPrev - actualRepayAmount;
        accountBorrows[borrower].principal = accountBorrowsNew;
        accountBorrows[borrower].interestIndex = borrowIndex;
        totalBorrows = totalBorrows > actualRepayAmount ? totalBorrows - actualRepayAmount : 0;
        emit RepayBorrow(payer, borrower, actualRepayAmount, accountBorrowsNew, totalBorrows);
        return actualRepayAmount;
    }

    function liquidateBorrow(address borrower, uint256 repayAmount, ICToken cTokenCollateral) external nonReentrant {
        require(borrower != msg.sender, "liquidator is borrower");
        require(repayAmount > 0 && repayAmount != type(uint256).max, "bad repay amount");
        accrueInterest();
        require(comptroller.liquidateBorrowAllowed(address(this), borrower, repayAmount), "liquidation not allowed");
        uint256 actualRepayAmount = _repayBorrowFresh(msg.sender, borrower, repayAmount);
        uint256 seizeTokens = comptroller.liquidateCalculateSeizeTokens(address(this), address(cTokenCollateral), actualRepayAmount);
        require(cTokenCollateral.balanceOf(borrower) >= seizeTokens, "too much seize");
        if (address(cTokenCollateral) == address(this)) {
            _seize(msg.sender, borrower, seizeTokens);
        } else {
            cTokenCollateral.seize(msg.sender, borrower, seizeTokens);
        }
        emit LiquidateBorrow(msg.sender, borrower, actualRepayAmount, address(cTokenCollateral), seizeTokens);
    }

    function seize(address liquidator, address borrower, uint256 seizeTokens) external nonReentrant {
        require(Comptroller(address(comptroller)).isListed(msg.sender), "caller not listed");
        _seize(liquidator, borrower, seizeTokens);
    }

    function _seize(address liquidator, address borrower, uint256 seizeTokens) internal {
        require(liquidator != borrower, "liquidator is borrower");
        accountTokens[borrower] -= seizeTokens;
        accountTokens[liquidator] += seizeTokens;
        emit Transfer(borrower, liquidator, seizeTokens);
    }

    function setPendingAdmin(address newPendingAdmin) external onlyAdmin {
        pendingAdmin = newPendingAdmin;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin && msg.sender != address(0), "not pending admin");
        admin = pendingAdmin;
        pendingAdmin = address(0);
    }

    function setReserveFactor(uint256 newReserveFactor) external onlyAdmin {
        accrueInterest();
        require(newReserveFactor <= RESERVE_FACTOR_MAX, "reserve factor too high");
        reserveFactor = newReserveFactor;
    }

    function setInterestRateModel(IInterestRateModel newModel) external onlyAdmin {
        accrueInterest();
        interestRateModel = newModel;
    }

    function reduceReserves(uint256 reduceAmount) external nonReentrant onlyAdmin {
        accrueInterest();
        require(reduceAmount <= totalReserves, "more than reserves");
        require(getCash() >= reduceAmount, "insufficient cash");
        totalReserves -= reduceAmount;
        underlying.safeTransfer(admin, reduceAmount);
        emit ReservesReduced(admin, reduceAmount, totalReserves);
    }
}

/// Compound-style risk manager: markets, collateral factors, account liquidity and liquidation sizing.
contract Comptroller is IComptroller {
    uint256 internal constant EXP = 1e18;
    uint256 internal constant COLLATERAL_FACTOR_MAX = 0.9e18;

    struct Market {
        bool isListed;
        uint256 collateralFactor;
        mapping(address => bool) accountMembership;
    }

    address public admin;
    IPriceOracle public oracle;
    uint256 public closeFactor;
    uint256 public liquidationIncentive;
    mapping(address => Market) public markets;
    mapping(address => ICToken[]) public accountAssets;
    ICToken[] public allMarkets;
    uint256 public constant MAX_ASSETS = 20;
    mapping(address => bool) public borrowGuardianPaused;

    event MarketListed(address cToken);
    event MarketEntered(address cToken, address account);
    event MarketExited(address cToken, address account);
    event NewCollateralFactor(address cToken, uint256 oldFactor, uint256 newFactor);

    modifier onlyAdmin() {
        require(msg.sender == admin, "only admin");
        _;
    }

    constructor(IPriceOracle oracle_, uint256 closeFactor_, uint256 liquidationIncentive_) {
        admin = msg.sender;
        oracle = oracle_;
        closeFactor = closeFactor_;
        liquidationIncentive = liquidationIncentive_;
    }

    function isListed(address cToken) external view returns (bool) {
        return markets[cToken].isListed;
    }

    function enterMarkets(address[] calldata cTokens) external {
        for (uint256 i = 0; i < cTokens.length; i++) {
            Market storage market = markets[cTokens[i]];
            require(market.isListed, "market not listed");
            if (market.accountMembership[msg.sender]) {
                continue;
            }
            require(accountAssets[msg.sender].length < MAX_ASSETS, "too many assets");
            market.accountMembership[msg.sender] = true;
            accountAssets[msg.sender].push(ICToken(cTokens[i]));
            emit MarketEntered(cTokens[i], msg.sender);
        }
    }

    function exitMarket(address cTokenAddress) external {
        ICToken cToken = ICToken(cTokenAddress);
        require(cToken.borrowBalanceStored(msg.sender) == 0, "borrow outstanding");
        require(redeemAllowed(cTokenAddress, msg.sender, cToken.balanceOf(msg.sender)), "shortfall");
        Market storage market = markets[cTokenAddress];
        if (!market.accountMembership[msg.sender]) {
            return;
        }
        delete market.accountMembership[msg.sender];
        ICToken[] storage assets = accountAssets[msg.sender];
        uint256 len = assets.length;
        for (uint256 i = 0; i < len; i++) {
            if (address(assets[i]) == cTokenAddress) {
                assets[i] = assets[len - 1];
                assets.pop();
                break;
            }
        }
        emit MarketExited(cTokenAddress, msg.sender);
    }

    function getHypotheticalAccountLiquidity(address account, address cTokenModify, uint256 redeemTokens, uint256 borrowAmount)
        public
        view
        returns (uint256 liquidity, uint256 shortfall)
    {
        uint256 sumCollateral;
        uint256 sumBorrowPlusEffects;
        ICToken[] memory assets = accountAssets[account];
        for (uint256 i = 0; i < assets.length; i++) {
            ICToken asset = assets[i];
            uint256 price = oracle.getUnderlyingPrice(address(asset));
            require(price != 0, "price error");
            uint256 tokensToDenom = (((markets[address(asset)].collateralFactor * asset.exchangeRateStored()) / EXP) * price) / EXP;
            sumCollateral += (tokensToDenom * asset.balanceOf(account)) / EXP;
            sumBorrowPlusEffects += (price * asset.borrowBalanceStored(account)) / EXP;
            if (address(asset) == cTokenModify) {
                sumBorrowPlusEffects += (tokensToDenom * redeemTokens) / EXP;
                sumBorrowPlusEffects += (price * borrowAmount) / EXP;
            }
        }
        if (sumCollateral > sumBorrowPlusEffects) {
            return (sumCollateral - sumBorrowPlusEffects, 0);
        }
        return (0, sumBorrowPlusEffects - sumCollateral);
    }

    function mintAllowed(address cToken, address) external view returns (bool) {
        return markets[cToken].isListed;
    }

    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) public view returns (bool) {
        if (!markets[cToken].isListed) {
            return false;
        }
        if (!markets[cToken].accountMembership[redeemer]) {
            return true;
        }
        (, uint256 shortfall) = getHypotheticalAccountLiquidity(redeemer, cToken, redeemTokens, 0);
        return shortfall == 0;
    }

    function borrowAllowed(address cToken, address borrower, uint256 borrowAmount) external view returns (bool) {
        if (!markets[cToken].isListed || borrowGuardianPaused[cToken]) {
            return false;
        }
        if (!markets[cToken].accountMembership[borrower]) {
            return false;
        }
        (, uint256 shortfall) = getHypotheticalAccountLiquidity(borrower, cToken, 0, borrowAmount);
        return shortfall == 0;
    }

    function liquidateBorrowAllowed(address cTokenBorrowed, address borrower, uint256 repayAmount) external view returns (bool) {
        if (!markets[cTokenBorrowed].isListed) {
            return false;
        }
        (, uint256 shortfall) = getHypotheticalAccountLiquidity(borrower, address(0), 0, 0);
        if (shortfall == 0) {
            return false;
        }
        uint256 borrowBalance = ICToken(cTokenBorrowed).borrowBalanceStored(borrower);
        return repayAmount <= (closeFactor * borrowBalance) / EXP;
    }

    function liquidateCalculateSeizeTokens(address cTokenBorrowed, address cTokenCollateral, uint256 actualRepayAmount)
        external
        view
        returns (uint256)
    {
        uint256 priceBorrowed = oracle.getUnderlyingPrice(cTokenBorrowed);
        uint256 priceCollateral = oracle.getUnderlyingPrice(cTokenCollateral);
        require(priceBorrowed != 0 && priceCollateral != 0, "price error");
        uint256 exchangeRate = ICToken(cTokenCollateral).exchangeRateStored();
        uint256 numerator = (liquidationIncentive * priceBorrowed) / EXP;
        uint256 denominator = (priceCollateral * exchangeRate) / EXP;
        return (((numerator * EXP) / denominator) * actualRepayAmount) / EXP;
    }

    function supportMarket(ICToken cToken) external onlyAdmin {
        require(!markets[address(cToken)].isListed, "already listed");
        markets[address(cToken)].isListed = true;
        allMarkets.push(cToken);
        emit MarketListed(address(cToken));
    }

    function setCollateralFactor(address cToken, uint256 newFactor) external onlyAdmin {
        require(markets[cToken].isListed, "not listed");
        require(newFactor <= COLLATERAL_FACTOR_MAX, "factor too high");
        require(newFactor == 0 || oracle.getUnderlyingPrice(cToken) != 0, "no price");
        emit NewCollateralFactor(cToken, markets[cToken].collateralFactor, newFactor);
        markets[cToken].collateralFactor = newFactor;
    }

    function setPriceOracle(IPriceOracle newOracle) external onlyAdmin {
        oracle = newOracle;
    }

    function setBorrowPaused(address cToken, bool paused) external onlyAdmin {
        borrowGuardianPaused[cToken] = paused;
    }
}
