pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract JumpRateModel {
    using SafeMath for uint256;

    uint256 public constant blocksPerYear = 2102400;
    uint256 public multiplierPerBlock;
    uint256 public baseRatePerBlock;
    uint256 public jumpMultiplierPerBlock;
    uint256 public kink;

    constructor(uint256 baseRatePerYear, uint256 multiplierPerYear, uint256 jumpMultiplierPerYear, uint256 kink_) public {
        baseRatePerBlock = baseRatePerYear.div(blocksPerYear);
        multiplierPerBlock = multiplierPerYear.div(blocksPerYear);
        jumpMultiplierPerBlock = jumpMultiplierPerYear.div(blocksPerYear);
        kink = kink_;
    }

    function utilizationRate(uint256 cash, uint256 borrows, uint256 reserves) public pure returns (uint256) {
        if (borrows == 0) return 0;
        return borrows.mul(1e18).div(cash.add(borrows).sub(reserves));
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view returns (uint256) {
        uint256 util = utilizationRate(cash, borrows, reserves);
        if (util <= kink) {
            return util.mul(multiplierPerBlock).div(1e18).add(baseRatePerBlock);
        }
        uint256 normalRate = kink.mul(multiplierPerBlock).div(1e18).add(baseRatePerBlock);
        uint256 excessUtil = util.sub(kink);
        return excessUtil.mul(jumpMultiplierPerBlock).div(1e18).add(normalRate);
    }
}

contract SimpleCToken {
    using SafeMath for uint256;

    IERC20 public underlying;
    JumpRateModel public interestRateModel;
    address public admin;
    uint256 public reserveFactorMantissa = 0.1e18;
    uint256 public accrualBlockNumber;
    uint256 public borrowIndex = 1e18;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    uint256 public totalSupply;
    bool internal _notEntered = true;

    struct BorrowSnapshot {
        uint256 principal;
        uint256 interestIndex;
    }

    mapping(address => uint256) public accountTokens;
    mapping(address => BorrowSnapshot) internal accountBorrows;

    modifier nonReentrant() {
        require(_notEntered, "re-entered");
        _notEntered = false;
        _;
        _notEntered = true;
    }

    constructor(IERC20 underlying_, JumpRateModel model_) public {
        underlying = underlying_;
        interestRateModel = model_;
        admin = msg.sender;
        accrualBlockNumber = block.number;
    }

    function _setInterestRateModel(JumpRateModel model_) external {
        require(msg.sender == admin, "admin");
        accrueInterest();
        interestRateModel = model_;
    }

    function _setReserveFactor(uint256 factor) external {
        require(msg.sender == admin, "admin");
        require(factor <= 1e18, "factor");
        accrueInterest();
        reserveFactorMantissa = factor;
    }

    function getCash() public view returns (uint256) {
        return underlying.balanceOf(address(this));
    }

    function exchangeRateStored() public view returns (uint256) {
        if (totalSupply == 0) return 0.02e18;
        return getCash().add(totalBorrows).sub(totalReserves).mul(1e18).div(totalSupply);
    }

    function accrueInterest() public {
        uint256 currentBlock = block.number;
        if (accrualBlockNumber == currentBlock) return;
        uint256 borrowRate = interestRateModel.getBorrowRate(getCash(), totalBorrows, totalReserves);
        uint256 delta = currentBlock.sub(accrualBlockNumber);
        uint256 simpleInterestFactor = borrowRate.mul(delta);
        uint256 interestAccumulated = simpleInterestFactor.mul(totalBorrows).div(1e18);
        totalBorrows = interestAccumulated.add(totalBorrows);
        totalReserves = reserveFactorMantissa.mul(interestAccumulated).div(1e18).add(totalReserves);
        borrowIndex = simpleInterestFactor.mul(borrowIndex).div(1e18).add(borrowIndex);
        accrualBlockNumber = currentBlock;
    }

    function borrowBalanceStored(address account) public view returns (uint256) {
        BorrowSnapshot memory s = accountBorrows[account];
        if (s.principal == 0) return 0;
        return s.principal.mul(borrowIndex).div(s.interestIndex);
    }

    function mint(uint256 amount) external nonReentrant {
        accrueInterest();
        uint256 rate = exchangeRateStored();
        require(underlying.transferFrom(msg.sender, address(this), amount), "transfer in");
        uint256 minted = amount.mul(1e18).div(rate);
        accountTokens[msg.sender] = accountTokens[msg.sender].add(minted);
        totalSupply = totalSupply.add(minted);
    }

    function redeem(uint256 tokens) external nonReentrant {
        accrueInterest();
        uint256 amount = tokens.mul(exchangeRateStored()).div(1e18);
        accountTokens[msg.sender] = accountTokens[msg.sender].sub(tokens);
        totalSupply = totalSupply.sub(tokens);
        require(underlying.transfer(msg.sender, amount), "transfer out");
    }

    function repayBorrow(uint256 amount) external nonReentrant {
        accrueInterest();
        uint256 owed = borrowBalanceStored(msg.sender);
        uint256 repayAmount = amount > owed ? owed : amount;
        require(underlying.transferFrom(msg.sender, address(this), repayAmount), "transfer in");
        accountBorrows[msg.sender].principal = owed.sub(repayAmount);
        accountBorrows[msg.sender].interestIndex = borrowIndex;
        totalBorrows = totalBorrows.sub(repayAmount);
    }
}
