// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    error SafeERC20FailedOperation(address token);

    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeCall(token.transfer, (to, value)));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeCall(token.transferFrom, (from, to, value)));
    }

    function _callOptionalReturn(IERC20 token, bytes memory data) private {
        (bool success, bytes memory returndata) = address(token).call(data);
        if (!success || (returndata.length != 0 && !abi.decode(returndata, (bool))) ||
            (returndata.length == 0 && address(token).code.length == 0)) {
            revert SafeERC20FailedOperation(address(token));
        }
    }
}

abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private _status = NOT_ENTERED;

    error ReentrancyGuardReentrantCall();

    modifier nonReentrant() {
        if (_status == ENTERED) revert ReentrancyGuardReentrantCall();
        _status = ENTERED;
        _;
        _status = NOT_ENTERED;
    }
}

abstract contract Ownable {
    address private _owner;

    error OwnableUnauthorizedAccount(address account);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        _owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    modifier onlyOwner() {
        if (msg.sender != _owner) revert OwnableUnauthorizedAccount(msg.sender);
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero owner");
        emit OwnershipTransferred(_owner, newOwner);
        _owner = newOwner;
    }
}

interface IPriceRouter {
    function value(address asset, uint256 amount) external view returns (uint256);
}

/// One collateral asset, one loan asset. Interest accrues before every state change; every path that lowers
/// collateral or raises debt ends with a solvency check; liquidation only on unhealthy positions, capped by a
/// close factor and by the borrower's collateral.
contract IsolatedLendingPair is ReentrancyGuard, Ownable {
    using SafeERC20 for IERC20;

    IERC20 public immutable collateralAsset;
    IERC20 public immutable loanAsset;
    IPriceRouter public priceRouter;

    uint256 public constant WAD = 1e18;
    uint256 public constant BPS = 10_000;
    uint256 public constant CLOSE_FACTOR_BPS = 5_000;
    uint256 public constant MAX_LTV_BPS = 9_000;

    uint256 public ltvBps = 7_500;
    uint256 public liquidationBonusBps = 500;
    uint256 public ratePerSecond = 1_585_489_599; // ~5% APR, WAD

    uint256 public totalSupplied;
    uint256 public totalBorrowed;
    uint256 public totalShares;
    uint256 public borrowIndex = WAD;
    uint256 public lastAccrual;

    mapping(address => uint256) public sharesOf;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public principalOf;
    mapping(address => uint256) public indexOf;

    event Accrued(uint256 interest, uint256 index);
    event Liquidated(address indexed borrower, address indexed liquidator, uint256 repaid, uint256 seized);

    constructor(IERC20 collateral_, IERC20 loan_, IPriceRouter router_) Ownable(msg.sender) {
        collateralAsset = collateral_;
        loanAsset = loan_;
        priceRouter = router_;
        lastAccrual = block.timestamp;
    }

    // --- admin ---

    function setPriceRouter(IPriceRouter router_) external onlyOwner {
        require(address(router_) != address(0), "router");
        priceRouter = router_;
    }

    function setRiskParameters(uint256 ltvBps_, uint256 bonusBps_) external onlyOwner {
        require(ltvBps_ <= MAX_LTV_BPS && bonusBps_ <= 1_500, "params");
        accrue();
        ltvBps = ltvBps_;
        liquidationBonusBps = bonusBps_;
    }

    // --- interest ---

    function accrue() public {
        uint256 elapsed = block.timestamp - lastAccrual;
        if (elapsed == 0) return;
        lastAccrual = block.timestamp;
        if (totalBorrowed == 0) return;
        uint256 factor = ratePerSecond * elapsed;
        uint256 interest = totalBorrowed * factor / WAD;
        totalBorrowed += interest;
        totalSupplied += interest;
        borrowIndex += borrowIndex * factor / WAD;
        emit Accrued(interest, borrowIndex);
    }

    function debtOf(address account) public view returns (uint256) {
        uint256 idx = indexOf[account];
        if (idx == 0) return 0;
        return principalOf[account] * borrowIndex / idx;
    }

    function _setDebt(address account, uint256 newDebt) internal {
        principalOf[account] = newDebt;
        indexOf[account] = newDebt == 0 ? 0 : borrowIndex;
    }

    function isSolvent(address account) public view returns (bool) {
        uint256 debt = debtOf(account);
        if (debt == 0) return true;
        uint256 collateralValue = priceRouter.value(address(collateralAsset), collateralOf[account]);
        uint256 debtValue = priceRouter.value(address(loanAsset), debt);
        return debtValue * BPS <= collateralValue * ltvBps;
    }

    // --- lenders ---

    function supply(uint256 amount) external nonReentrant returns (uint256 shares) {
        accrue();
        shares = totalShares == 0 ? amount : amount * totalShares / totalSupplied;
        require(shares > 0, "zero shares");
        sharesOf[msg.sender] += shares;
        totalShares += shares;
        totalSupplied += amount;
        loanAsset.safeTransferFrom(msg.sender, address(this), amount);
    }

    function redeem(uint256 shares) external nonReentrant returns (uint256 amount) {
        accrue();
        amount = shares * totalSupplied / totalShares;
        require(amount <= totalSupplied - totalBorrowed, "liquidity");
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        totalSupplied -= amount;
        loanAsset.safeTransfer(msg.sender, amount);
    }

    // --- borrowers ---

    function addCollateral(address onBehalfOf, uint256 amount) external nonReentrant {
        collateralOf[onBehalfOf] += amount;
        collateralAsset.safeTransferFrom(msg.sender, address(this), amount);
    }

    function removeCollateral(uint256 amount) external nonReentrant {
        accrue();
        collateralOf[msg.sender] -= amount;
        require(isSolvent(msg.sender), "insolvent");
        collateralAsset.safeTransfer(msg.sender, amount);
    }

    function borrow(uint256 amount) external nonReentrant {
        accrue();
        require(amount <= totalSupplied - totalBorrowed, "liquidity");
        _setDebt(msg.sender, debtOf(msg.sender) + amount);
        totalBorrowed += amount;
        require(isSolvent(msg.sender), "insolvent");
        loanAsset.safeTransfer(msg.sender, amount);
    }

    function repay(address onBehalfOf, uint256 amount) external nonReentrant returns (uint256 repaid) {
        accrue();
        uint256 debt = debtOf(onBehalfOf);
        repaid = amount > debt ? debt : amount;
        _setDebt(onBehalfOf, debt - repaid);
        totalBorrowed -= repaid;
        loanAsset.safeTransferFrom(msg.sender, address(this), repaid);
    }

    function liquidate(address borrower, uint256 maxRepay) external nonReentrant returns (uint256 seized) {
        accrue();
        require(!isSolvent(borrower), "solvent");
        uint256 debt = debtOf(borrower);
        uint256 repayAmount = debt * CLOSE_FACTOR_BPS / BPS;
        if (maxRepay < repayAmount) repayAmount = maxRepay;

        uint256 repayValue = priceRouter.value(address(loanAsset), repayAmount);
        uint256 unitValue = priceRouter.value(address(collateralAsset), WAD);
        seized = repayValue * (BPS + liquidationBonusBps) * WAD / (BPS * unitValue);
        if (seized > collateralOf[borrower]) seized = collateralOf[borrower];

        _setDebt(borrower, debt - repayAmount);
        totalBorrowed -= repayAmount;
        collateralOf[borrower] -= seized;

        loanAsset.safeTransferFrom(msg.sender, address(this), repayAmount);
        collateralAsset.safeTransfer(msg.sender, seized);
        emit Liquidated(borrower, msg.sender, repayAmount, seized);
    }
}
