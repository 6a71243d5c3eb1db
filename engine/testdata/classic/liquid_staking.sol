// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.20;

interface IDepositContract {
    function deposit(bytes calldata pubkey, bytes calldata withdrawalCredentials, bytes calldata signature, bytes32 depositDataRoot) external payable;
}

/// Lido-style liquid staking: ether pooled into 32-ether validator deposits, stETH as shares of the pooled
/// ether, oracle reports of the beacon balance with a fee minted to the treasury and operators, and a
/// withdrawal queue that pays out finalized requests.
contract StakedEther {
    uint256 public constant DEPOSIT_SIZE = 32 ether;
    uint256 public constant TOTAL_BASIS_POINTS = 10000;
    uint256 public constant MAX_DEPOSITS_PER_CALL = 50;
    uint256 public constant MAX_APR_INCREASE_BP = 1000;
    address internal constant INITIAL_SHARES_HOLDER = address(0xdead);

    IDepositContract public immutable depositContract;
    bytes32 public withdrawalCredentials;

    address public governance;
    address public oracle;
    address public depositor;
    address public treasury;
    address public nodeOperatorsRegistry;
    uint256 public feeBasisPoints;
    uint256 public stakeLimitPerTx;
    bool public stakingPaused;

    uint256 public bufferedEther;
    uint256 public depositedValidators;
    uint256 public beaconValidators;
    uint256 public beaconBalance;
    uint256 public lastReportTimestamp;

    uint256 internal totalShares;
    mapping(address => uint256) internal shares;
    mapping(address => mapping(address => uint256)) public allowance;

    struct WithdrawalRequest {
        address owner;
        uint128 amountOfStETH;
        uint128 amountOfShares;
        uint64 timestamp;
        bool claimed;
    }

    WithdrawalRequest[] public requests;
    uint256 public lastFinalizedRequestId;
    uint256 public lockedEtherAmount;
    mapping(uint256 => uint256) public finalizedShareRate;

    uint256 private locked = 1;

    event Submitted(address indexed sender, uint256 amount, address referral);
    event Transfer(address indexed from, address indexed to, uint256 value);
    event TransferShares(address indexed from, address indexed to, uint256 sharesValue);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Unbuffered(uint256 amount);
    event ETHDistributed(uint256 preClBalance, uint256 postClBalance, uint256 rewards, uint256 sharesMintedAsFees);
    event WithdrawalRequested(uint256 indexed requestId, address indexed owner, uint256 amountOfStETH);
    event WithdrawalsFinalized(uint256 from, uint256 to, uint256 amountOfETHLocked);
    event WithdrawalClaimed(uint256 indexed requestId, address indexed receiver, uint256 amountOfETH);

    modifier onlyGovernance() {
        require(msg.sender == governance, "APP_AUTH_FAILED");
        _;
    }

    modifier nonReentrant() {
        require(locked == 1, "REENTRANT");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IDepositContract depositContract_, bytes32 withdrawalCredentials_, address oracle_, address treasury_, address registry_) payable {
        require(msg.value >= 1 gwei, "bootstrap deposit");
        depositContract = depositContract_;
        withdrawalCredentials = withdrawalCredentials_;
        governance = msg.sender;
        depositor = msg.sender;
        oracle = oracle_;
        treasury = treasury_;
        nodeOperatorsRegistry = registry_;
        feeBasisPoints = 1000;
        stakeLimitPerTx = 150000 ether;
        bufferedEther = msg.value;
        totalShares = msg.value;
        shares[INITIAL_SHARES_HOLDER] = msg.value;
        requests.push(WithdrawalRequest(address(0), 0, 0, uint64(block.timestamp), true));
        emit TransferShares(address(0), INITIAL_SHARES_HOLDER, msg.value);
    }

    // ---------------------------------------------------------------- shares and balances

    function getTotalPooledEther() public view returns (uint256) {
        uint256 transient = (depositedValidators - beaconValidators) * DEPOSIT_SIZE;
        return bufferedEther + beaconBalance + transient;
    }

    function getSharesByPooledEth(uint256 ethAmount) public view returns (uint256) {
        return (ethAmount * totalShares) / getTotalPooledEther();
    }

    function getPooledEthByShares(uint256 sharesAmount) public view returns (uint256) {
        return (sharesAmount * getTotalPooledEther()) / totalShares;
    }

    function totalSupply() external view returns (uint256) {
        return getTotalPooledEther();
    }

    function balanceOf(address account) external view returns (uint256) {
        return getPooledEthByShares(shares[account]);
    }

    function sharesOf(address account) external view returns (uint256) {
        return shares[account];
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 current = allowance[from][msg.sender];
        if (current != type(uint256).max) {
            require(current >= amount, "ALLOWANCE_EXCEEDED");
            allowance[from][msg.sender] = current - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0) && to != address(this), "TRANSFER_TO_BAD_ADDRESS");
        uint256 sharesToTransfer = getSharesByPooledEth(amount);
        require(shares[from] >= sharesToTransfer, "BALANCE_EXCEEDED");
        shares[from] -= sharesToTransfer;
        shares[to] += sharesToTransfer;
        emit Transfer(from, to, amount);
        emit TransferShares(from, to, sharesToTransfer);
    }

    function _mintShares(address to, uint256 sharesAmount) internal {
        totalShares += sharesAmount;
        shares[to] += sharesAmount;
        emit TransferShares(address(0), to, sharesAmount);
    }

    // ---------------------------------------------------------------- staking

    function submit(address referral) public payable returns (uint256) {
        require(!stakingPaused, "STAKING_PAUSED");
        require(msg.value != 0, "ZERO_DEPOSIT");
        require(msg.value <= stakeLimitPerTx, "STAKE_LIMIT");
        uint256 sharesAmount = getSharesByPooledEth(msg.value);
        require(sharesAmount != 0, "ZERO_SHARES");
        _mintShares(msg.sender, sharesAmount);
        bufferedEther += msg.value;
        emit Submitted(msg.sender, msg.value, referral);
        emit Transfer(address(0), msg.sender, msg.value);
        return sharesAmount;
    }

    receive() external payable {
        submit(address(0));
    }

    function depositBufferedEther(bytes[] calldata pubkeys, bytes[] calldata signatures, bytes32[] calldata roots) external nonReentrant {
        require(msg.sender == depositor, "APP_AUTH_FAILED");
        uint256 count = pubkeys.length;
        require(count == signatures.length && count == roots.length, "LENGTH_MISMATCH");
        require(count <= MAX_DEPOSITS_PER_CALL, "TOO_MANY_DEPOSITS");
        uint256 available = bufferedEther - lockedEtherAmount;
        require(count * DEPOSIT_SIZE <= available, "NOT_ENOUGH_ETHER");
        bufferedEther -= count * DEPOSIT_SIZE;
        depositedValidators += count;
        bytes memory credentials = abi.encodePacked(withdrawalCredentials);
        for (uint256 i = 0; i < count; i++) {
            depositContract.deposit{value: DEPOSIT_SIZE}(pubkeys[i], credentials, signatures[i], roots[i]);
        }
        emit Unbuffered(count * DEPOSIT_SIZE);
    }

    // ---------------------------------------------------------------- oracle report

    function handleOracleReport(uint256 reportTimestamp, uint256 clValidators, uint256 clBalance) external {
        require(msg.sender == oracle, "APP_AUTH_FAILED");
        require(reportTimestamp > lastReportTimestamp && reportTimestamp <= block.timestamp, "STALE_REPORT");
        require(clValidators <= depositedValidators, "REPORTED_MORE_DEPOSITED");
        require(clValidators >= beaconValidators, "REPORTED_LESS_VALIDATORS");

        uint256 appeared = clValidators - beaconValidators;
        uint256 preClBalance = beaconBalance + appeared * DEPOSIT_SIZE;
        uint256 elapsed = reportTimestamp - lastReportTimestamp;
        if (lastReportTimestamp != 0 && clBalance > preClBalance) {
            uint256 maxIncrease = (preClBalance * MAX_APR_INCREASE_BP * elapsed) / (TOTAL_BASIS_POINTS * 365 days);
            require(clBalance - preClBalance <= maxIncrease, "INCORRECT_CL_BALANCE_INCREASE");
        }
        beaconValidators = clValidators;
        beaconBalance = clBalance;
        lastReportTimestamp = reportTimestamp;

        uint256 sharesMinted;
        if (clBalance > preClBalance) {
            uint256 rewards = clBalance - preClBalance;
            uint256 totalPooled = getTotalPooledEther();
            uint256 fee = (rewards * feeBasisPoints) / TOTAL_BASIS_POINTS;
            sharesMinted = (fee * totalShares) / (totalPooled - fee);
            uint256 operatorsShares = sharesMinted / 2;
            _mintShares(nodeOperatorsRegistry, operatorsShares);
            _mintShares(treasury, sharesMinted - operatorsShares);
        }
        emit ETHDistributed(preClBalance, clBalance, clBalance > preClBalance ? clBalance - preClBalance : 0, sharesMinted);
    }

    // ---------------------------------------------------------------- withdrawal queue

    function requestWithdrawal(uint256 amountOfStETH) external nonReentrant returns (uint256 requestId) {
        require(amountOfStETH >= 100, "REQUEST_TOO_SMALL");
        require(amountOfStETH <= 1000 ether, "REQUEST_TOO_LARGE");
        uint256 sharesAmount = getSharesByPooledEth(amountOfStETH);
        require(shares[msg.sender] >= sharesAmount, "BALANCE_EXCEEDED");
        shares[msg.sender] -= sharesAmount;
        shares[address(this)] += sharesAmount;
        requestId = requests.length;
        requests.push(WithdrawalRequest(msg.sender, uint128(amountOfStETH), uint128(sharesAmount), uint64(block.timestamp), false));
        emit TransferShares(msg.sender, address(this), sharesAmount);
        emit WithdrawalRequested(requestId, msg.sender, amountOfStETH);
    }

    function finalize(uint256 lastRequestIdToFinalize) external nonReentrant {
        require(msg.sender == oracle, "APP_AUTH_FAILED");
        require(lastRequestIdToFinalize > lastFinalizedRequestId && lastRequestIdToFinalize < requests.length, "INVALID_REQUEST_ID");
        uint256 shareRate = (getTotalPooledEther() * 1e27) / totalShares;
        uint256 ethToLock;
        uint256 sharesToBurn;
        for (uint256 id = lastFinalizedRequestId + 1; id <= lastRequestIdToFinalize; id++) {
            WithdrawalRequest storage r = requests[id];
            uint256 byRate = (uint256(r.amountOfShares) * shareRate) / 1e27;
            ethToLock += byRate < r.amountOfStETH ? byRate : r.amountOfStETH;
            sharesToBurn += r.amountOfShares;
        }
        require(ethToLock <= bufferedEther - lockedEtherAmount, "NOT_ENOUGH_ETHER");
        finalizedShareRate[lastRequestIdToFinalize] = shareRate;
        emit WithdrawalsFinalized(lastFinalizedRequestId + 1, lastRequestIdToFinalize, ethToLock);
        lastFinalizedRequestId = lastRequestIdToFinalize;
        lockedEtherAmount += ethToLock;
        shares[address(this)] -= sharesToBurn;
        totalShares -= sharesToBurn;
    }

    function claimWithdrawal(uint256 requestId, uint256 hint) external nonReentrant {
        require(requestId != 0 && requestId <= lastFinalizedRequestId, "NOT_FINALIZED");
        require(hint >= requestId && hint <= lastFinalizedRequestId && finalizedShareRate[hint] != 0, "INVALID_HINT");
        WithdrawalRequest storage r = requests[requestId];
        require(r.owner == msg.sender, "NOT_OWNER");
        require(!r.claimed, "ALREADY_CLAIMED");
        r.claimed = true;
        uint256 byRate = (uint256(r.amountOfShares) * finalizedShareRate[hint]) / 1e27;
        uint256 amount = byRate < r.amountOfStETH ? byRate : r.amountOfStETH;
        lockedEtherAmount -= amount;
        bufferedEther -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "ETH_TRANSFER_FAILED");
        emit WithdrawalClaimed(requestId, msg.sender, amount);
    }

    // ---------------------------------------------------------------- governance

    function pauseStaking() external onlyGovernance {
        stakingPaused = true;
    }

    function resumeStaking() external onlyGovernance {
        stakingPaused = false;
    }

    function setFee(uint256 feeBp) external onlyGovernance {
        require(feeBp <= TOTAL_BASIS_POINTS / 5, "FEE_TOO_HIGH");
        feeBasisPoints = feeBp;
    }

    function setStakeLimit(uint256 limit) external onlyGovernance {
        stakeLimitPerTx = limit;
    }

    function setOracle(address newOracle) external onlyGovernance {
        require(newOracle != address(0), "ZERO_ADDRESS");
        oracle = newOracle;
    }

    function setDepositor(address newDepositor) external onlyGovernance {
        require(newDepositor != address(0), "ZERO_ADDRESS");
        depositor = newDepositor;
    }

    function transferGovernance(address newGovernance) external onlyGovernance {
        require(newGovernance != address(0), "ZERO_ADDRESS");
        governance = newGovernance;
    }
}
