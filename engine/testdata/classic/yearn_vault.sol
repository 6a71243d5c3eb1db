// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

interface IStrategy {
    function vault() external view returns (address);
    function want() external view returns (address);
    function estimatedTotalAssets() external view returns (uint256);
    function withdraw(uint256 amount) external returns (uint256 loss);
}

/// Yearn-style vault: shares over idle funds plus the debt of its strategies, a withdrawal queue that pulls
/// from strategies with a loss bound, locked profit that unlocks over time, and strategy reports that pay
/// management and performance fees in shares.
contract Vault {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_BPS = 10000;
    uint256 public constant SECS_PER_YEAR = 31556952;
    uint256 public constant MAXIMUM_STRATEGIES = 20;
    uint256 public constant DEGRADATION_COEFFICIENT = 1e18;

    struct StrategyParams {
        uint256 performanceFee;
        uint256 activation;
        uint256 debtRatio;
        uint256 lastReport;
        uint256 totalDebt;
        uint256 totalGain;
        uint256 totalLoss;
    }

    IERC20 public immutable token;
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    address public governance;
    address public pendingGovernance;
    address public management;
    address public guardian;
    address public rewards;

    mapping(address => StrategyParams) public strategies;
    address[MAXIMUM_STRATEGIES] public withdrawalQueue;

    bool public emergencyShutdown;
    uint256 public depositLimit;
    uint256 public debtRatio;
    uint256 public totalIdle;
    uint256 public totalDebt;
    uint256 public lastReport;
    uint256 public lockedProfit;
    uint256 public lockedProfitDegradation;
    uint256 public managementFee;
    uint256 public performanceFee;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    uint256 private entered = 1;

    event Transfer(address indexed sender, address indexed receiver, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed recipient, uint256 shares, uint256 amount);
    event Withdraw(address indexed recipient, uint256 shares, uint256 amount);
    event StrategyAdded(address indexed strategy, uint256 debtRatio, uint256 performanceFee);
    event StrategyReported(address indexed strategy, uint256 gain, uint256 loss, uint256 debtPaid, uint256 totalGain, uint256 totalLoss, uint256 totalDebt, uint256 debtAdded, uint256 debtRatio);
    event StrategyRevoked(address indexed strategy);
    event EmergencyShutdown(bool active);

    modifier onlyGovernance() {
        require(msg.sender == governance, "!governance");
        _;
    }

    modifier nonReentrant() {
        require(entered == 1, "reentrant");
        entered = 2;
        _;
        entered = 1;
    }

    constructor(IERC20 token_, uint8 decimals_, address governance_, address rewards_, address guardian_, address management_) {
        token = token_;
        decimals = decimals_;
        name = "Vault Token";
        symbol = "yvTKN";
        governance = governance_;
        rewards = rewards_;
        guardian = guardian_;
        management = management_;
        performanceFee = 1000;
        managementFee = 200;
        lastReport = block.timestamp;
        lockedProfitDegradation = (DEGRADATION_COEFFICIENT * 46) / 1e6;
        depositLimit = type(uint256).max;
    }

    // ---------------------------------------------------------------- ERC-20

    function transfer(address receiver, uint256 amount) external returns (bool) {
        _transfer(msg.sender, receiver, amount);
        return true;
    }

    function transferFrom(address sender, address receiver, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[sender][msg.sender];
        if (allowed != type(uint256).max) {
            allowance[sender][msg.sender] = allowed - amount;
        }
        _transfer(sender, receiver, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function _transfer(address sender, address receiver, uint256 amount) internal {
        require(receiver != address(0) && receiver != address(this), "bad receiver");
        balanceOf[sender] -= amount;
        balanceOf[receiver] += amount;
        emit Transfer(sender, receiver, amount);
    }

    // ---------------------------------------------------------------- accounting

    function totalAssets() public view returns (uint256) {
        return totalIdle + totalDebt;
    }

    function _calculateLockedProfit() internal view returns (uint256) {
        uint256 ratio = (block.timestamp - lastReport) * lockedProfitDegradation;
        if (ratio < DEGRADATION_COEFFICIENT) {
            return lockedProfit - (ratio * lockedProfit) / DEGRADATION_COEFFICIENT;
        }
        return 0;
    }

    function _freeFunds() internal view returns (uint256) {
        return totalAssets() - _calculateLockedProfit();
    }

    function _issueSharesForAmount(address to, uint256 amount) internal returns (uint256 shares) {
        uint256 supply = totalSupply;
        if (supply > 0) {
            shares = (amount * supply) / _freeFunds();
        } else {
            shares = amount;
        }
        require(shares != 0, "zero shares");
        totalSupply = supply + shares;
        balanceOf[to] += shares;
        emit Transfer(address(0), to, shares);
    }

    function _shareValue(uint256 shares) internal view returns (uint256) {
        if (totalSupply == 0) {
            return shares;
        }
        return (shares * _freeFunds()) / totalSupply;
    }

    function pricePerShare() external view returns (uint256) {
        return _shareValue(10 ** decimals);
    }

    // ---------------------------------------------------------------- user actions

    function deposit(uint256 amount, address recipient) external nonReentrant returns (uint256) {
        require(!emergencyShutdown, "shutdown");
        require(recipient != address(0) && recipient != address(this), "bad recipient");
        if (amount == type(uint256).max) {
            amount = depositLimit - totalAssets();
            uint256 held = token.balanceOf(msg.sender);
            if (held < amount) {
                amount = held;
            }
        }
        require(amount > 0, "zero amount");
        require(totalAssets() + amount <= depositLimit, "deposit limit");
        uint256 shares = _issueSharesForAmount(recipient, amount);
        token.safeTransferFrom(msg.sender, address(this), amount);
        totalIdle += amount;
        emit Deposit(recipient, shares, amount);
        return shares;
    }

    function withdraw(uint256 maxShares, address recipient, uint256 maxLoss) external nonReentrant returns (uint256) {
        require(maxLoss <= MAX_BPS, "bad maxLoss");
        uint256 shares = maxShares;
        if (shares == type(uint256).max) {
            shares = balanceOf[msg.sender];
        }
        require(shares <= balanceOf[msg.sender], "insufficient shares");
        require(shares > 0, "zero shares");

        uint256 value = _shareValue(shares);
        uint256 vaultBalance = totalIdle;
        uint256 totalLoss;
        if (value > vaultBalance) {
            for (uint256 i = 0; i < MAXIMUM_STRATEGIES; i++) {
                address strategy = withdrawalQueue[i];
                if (strategy == address(0)) {
                    break;
                }
                if (value <= vaultBalance) {
                    break;
                }
                uint256 amountNeeded = value - vaultBalance;
                uint256 strategyDebt = strategies[strategy].totalDebt;
                if (amountNeeded > strategyDebt) {
                    amountNeeded = strategyDebt;
                }
                if (amountNeeded == 0) {
                    continue;
                }
                uint256 preBalance = token.balanceOf(address(this));
                uint256 loss = IStrategy(strategy).withdraw(amountNeeded); // want "reentrancy-cross-function: Vault.withdraw\\(\\) calls IStrategy\\(strategy\\) under a reentrancy lock that Vault.revokeStrategy\\(\\)" // FALSE ALARM: reent (the strategy may revoke itself during the call; _reportLoss after the call writes the strategies[s].debtRatio and debtRatio that revokeStrategy reads, but reads them afresh and clamps the change to what is left, which the engine cannot tell)
                uint256 withdrawn = token.balanceOf(address(this)) - preBalance;
                vaultBalance += withdrawn;
                if (loss > 0) {
                    value -= loss;
                    totalLoss += loss;
                    _reportLoss(strategy, loss);
                }
                strategies[strategy].totalDebt -= withdrawn;
                totalDebt -= withdrawn;
            }
            totalIdle = vaultBalance;
            if (value > vaultBalance) {
                value = vaultBalance;
                shares = (value * totalSupply) / _freeFunds() + 1;
            }
            require(totalLoss <= (maxLoss * (value + totalLoss)) / MAX_BPS, "loss too high");
        }
        totalSupply -= shares;
        balanceOf[msg.sender] -= shares;
        emit Transfer(msg.sender, address(0), shares);
        totalIdle -= value;
        token.safeTransfer(recipient, value);
        emit Withdraw(recipient, shares, value);
        return value;
    }

    function _reportLoss(address strategy, uint256 loss) internal {
        StrategyParams storage params = strategies[strategy];
        require(params.totalDebt >= loss, "loss exceeds debt");
        if (debtRatio != 0) {
            uint256 ratioChange = (loss * debtRatio) / totalDebt;
            if (ratioChange > params.debtRatio) {
                ratioChange = params.debtRatio;
            }
            params.debtRatio -= ratioChange;
            debtRatio -= ratioChange;
        }
        params.totalLoss += loss;
        params.totalDebt -= loss;
        totalDebt -= loss;
    }

    // ---------------------------------------------------------------- strategies

    function addStrategy(address strategy, uint256 ratio, uint256 fee) external onlyGovernance {
        require(withdrawalQueue[MAXIMUM_STRATEGIES - 1] == address(0), "queue full");
        require(!emergencyShutdown, "shutdown");
        require(strategy != address(0), "zero strategy");
        require(strategies[strategy].activation == 0, "already active");
        require(IStrategy(strategy).vault() == address(this), "wrong vault");
        require(IStrategy(strategy).want() == address(token), "wrong want");
        require(debtRatio + ratio <= MAX_BPS, "debt ratio");
        require(fee <= MAX_BPS / 2, "fee");
        strategies[strategy] = StrategyParams(fee, block.timestamp, ratio, block.timestamp, 0, 0, 0);
        debtRatio += ratio;
        for (uint256 i = 0; i < MAXIMUM_STRATEGIES; i++) {
            if (withdrawalQueue[i] == address(0)) {
                withdrawalQueue[i] = strategy;
                break;
            }
        }
        emit StrategyAdded(strategy, ratio, fee);
    }

    function revokeStrategy(address strategy) external {
        require(msg.sender == governance || msg.sender == guardian || msg.sender == strategy, "not allowed");
        require(strategies[strategy].debtRatio != 0, "already zero");
        debtRatio -= strategies[strategy].debtRatio;
        strategies[strategy].debtRatio = 0;
        emit StrategyRevoked(strategy);
    }

    function creditAvailable(address strategy) public view returns (uint256) {
        if (emergencyShutdown) {
            return 0;
        }
        uint256 vaultTotalAssets = totalAssets();
        uint256 vaultDebtLimit = (debtRatio * vaultTotalAssets) / MAX_BPS;
        StrategyParams storage params = strategies[strategy];
        uint256 strategyDebtLimit = (params.debtRatio * vaultTotalAssets) / MAX_BPS;
        if (strategyDebtLimit <= params.totalDebt || vaultDebtLimit <= totalDebt) {
            return 0;
        }
        uint256 available = strategyDebtLimit - params.totalDebt;
        if (available > vaultDebtLimit - totalDebt) {
            available = vaultDebtLimit - totalDebt;
        }
        if (available > totalIdle) {
            available = totalIdle;
        }
        return available;
    }

    function debtOutstanding(address strategy) public view returns (uint256) {
        StrategyParams storage params = strategies[strategy];
        if (debtRatio == 0 || emergencyShutdown) {
            return params.totalDebt;
        }
        uint256 limit = (params.debtRatio * totalAssets()) / MAX_BPS;
        return params.totalDebt > limit ? params.totalDebt - limit : 0;
    }

    function _assessFees(address strategy, uint256 gain) internal returns (uint256) {
        StrategyParams storage params = strategies[strategy];
        if (params.activation == block.timestamp) {
            return 0;
        }
        uint256 duration = block.timestamp - params.lastReport;
        if (gain == 0) {
            return 0;
        }
        uint256 mgmt = (params.totalDebt * duration * managementFee) / MAX_BPS / SECS_PER_YEAR;
        uint256 strategistFee = (gain * params.performanceFee) / MAX_BPS;
        uint256 perf = (gain * performanceFee) / MAX_BPS;
        uint256 totalFee = mgmt + strategistFee + perf;
        if (totalFee > gain) {
            totalFee = gain;
        }
        if (totalFee > 0) {
            uint256 reward = _issueSharesForAmount(address(this), totalFee);
            if (strategistFee > 0) {
                uint256 strategistReward = (strategistFee * reward) / totalFee;
                _transfer(address(this), strategy, strategistReward);
            }
            if (balanceOf[address(this)] > 0) {
                _transfer(address(this), rewards, balanceOf[address(this)]);
            }
        }
        return totalFee;
    }

    function report(uint256 gain, uint256 loss, uint256 debtPayment) external nonReentrant returns (uint256) {
        StrategyParams storage params = strategies[msg.sender];
        require(params.activation > 0, "not a strategy");
        require(token.balanceOf(msg.sender) >= gain + debtPayment, "insufficient balance");
        if (loss > 0) {
            _reportLoss(msg.sender, loss);
        }
        uint256 totalFees = _assessFees(msg.sender, gain);
        params.totalGain += gain;
        uint256 outstanding = debtOutstanding(msg.sender);
        if (debtPayment > outstanding) {
            debtPayment = outstanding;
        }
        if (debtPayment > 0) {
            params.totalDebt -= debtPayment;
            totalDebt -= debtPayment;
        }
        uint256 credit = creditAvailable(msg.sender);
        if (credit > 0) {
            params.totalDebt += credit;
            totalDebt += credit;
        }
        uint256 totalAvail = gain + debtPayment;
        if (totalAvail < credit) {
            totalIdle -= credit - totalAvail;
            token.safeTransfer(msg.sender, credit - totalAvail);
        } else if (totalAvail > credit) {
            totalIdle += totalAvail - credit;
            token.safeTransferFrom(msg.sender, address(this), totalAvail - credit);
        }
        uint256 unlocked = _calculateLockedProfit();
        uint256 newLocked = unlocked + gain > totalFees ? unlocked + gain - totalFees : 0;
        lockedProfit = newLocked > loss ? newLocked - loss : 0;
        params.lastReport = block.timestamp;
        lastReport = block.timestamp;
        emit StrategyReported(msg.sender, gain, loss, debtPayment, params.totalGain, params.totalLoss, params.totalDebt, credit, params.debtRatio);
        if (params.debtRatio == 0 || emergencyShutdown) {
            return IStrategy(msg.sender).estimatedTotalAssets();
        }
        return debtOutstanding(msg.sender);
    }

    // ---------------------------------------------------------------- governance

    function setGovernance(address newGovernance) external onlyGovernance {
        pendingGovernance = newGovernance;
    }

    function acceptGovernance() external {
        require(msg.sender == pendingGovernance, "!pending");
        governance = msg.sender;
    }

    function setDepositLimit(uint256 limit) external onlyGovernance {
        depositLimit = limit;
    }

    function setPerformanceFee(uint256 fee) external onlyGovernance {
        require(fee <= MAX_BPS / 2, "fee");
        performanceFee = fee;
    }

    function setManagementFee(uint256 fee) external onlyGovernance {
        require(fee <= MAX_BPS, "fee");
        managementFee = fee;
    }

    function setEmergencyShutdown(bool active) external {
        if (active) {
            require(msg.sender == guardian || msg.sender == governance, "not allowed");
        } else {
            require(msg.sender == governance, "!governance");
        }
        emergencyShutdown = active;
        emit EmergencyShutdown(active);
    }

    function sweep(IERC20 other, uint256 amount) external onlyGovernance {
        require(address(other) != address(token), "cannot sweep vault token");
        other.safeTransfer(governance, amount);
    }
}
