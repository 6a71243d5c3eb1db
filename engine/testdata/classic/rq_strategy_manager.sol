// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Strategy manager of a restaking protocol: stakers deposit whitelisted tokens into whitelisted strategies and
/// are credited shares; withdrawals are queued and completed after a block delay. Every entry point is locked,
/// token transfers are checked, the share ledger is updated before tokens move out.
interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IStrategy {
    function deposit(IERC20 token, uint256 amount) external returns (uint256);
    function withdraw(address recipient, IERC20 token, uint256 shares) external;
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

contract StrategyManagerSafe is ReentrancyGuard {
    struct QueuedWithdrawal {
        address staker;
        IStrategy strategy;
        IERC20 token;
        uint256 shares;
        uint32 startBlock;
        uint96 nonce;
    }

    uint256 public constant MAX_STAKER_STRATEGY_LIST_LENGTH = 32;
    uint256 public constant MAX_WITHDRAWAL_DELAY_BLOCKS = 216000;

    address public owner;
    uint256 public withdrawalDelayBlocks;
    mapping(IStrategy => bool) public strategyIsWhitelisted;
    mapping(address => mapping(IStrategy => uint256)) public stakerStrategyShares;
    mapping(address => IStrategy[]) public stakerStrategyList;
    mapping(address => uint96) public numWithdrawalsQueued;
    mapping(bytes32 => bool) public withdrawalRootPending;

    event Deposit(address indexed staker, IStrategy indexed strategy, uint256 shares);
    event WithdrawalQueued(bytes32 indexed root, address indexed staker);
    event WithdrawalCompleted(bytes32 indexed root);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(uint256 delayBlocks) {
        require(delayBlocks <= MAX_WITHDRAWAL_DELAY_BLOCKS, "delay");
        owner = msg.sender;
        withdrawalDelayBlocks = delayBlocks;
    }

    function setStrategyWhitelist(IStrategy strategy, bool ok) external onlyOwner {
        strategyIsWhitelisted[strategy] = ok;
    }

    function setWithdrawalDelayBlocks(uint256 delayBlocks) external onlyOwner {
        require(delayBlocks <= MAX_WITHDRAWAL_DELAY_BLOCKS, "delay");
        withdrawalDelayBlocks = delayBlocks;
    }

    function depositIntoStrategy(IStrategy strategy, IERC20 token, uint256 amount)
        external
        nonReentrant
        returns (uint256 shares)
    {
        require(strategyIsWhitelisted[strategy], "strategy not whitelisted");
        require(token.transferFrom(msg.sender, address(strategy), amount), "transfer");
        shares = strategy.deposit(token, amount);
        if (stakerStrategyShares[msg.sender][strategy] == 0) {
            require(stakerStrategyList[msg.sender].length < MAX_STAKER_STRATEGY_LIST_LENGTH, "list full");
            stakerStrategyList[msg.sender].push(strategy);
        }
        stakerStrategyShares[msg.sender][strategy] += shares;
        emit Deposit(msg.sender, strategy, shares);
    }

    function withdrawalRoot(QueuedWithdrawal memory w) public pure returns (bytes32) {
        return keccak256(abi.encode(w));
    }

    function queueWithdrawal(IStrategy strategy, IERC20 token, uint256 shares)
        external
        nonReentrant
        returns (bytes32 root)
    {
        require(shares > 0, "zero shares");
        uint256 current = stakerStrategyShares[msg.sender][strategy];
        require(shares <= current, "shares too high");
        stakerStrategyShares[msg.sender][strategy] = current - shares;
        QueuedWithdrawal memory w = QueuedWithdrawal({
            staker: msg.sender,
            strategy: strategy,
            token: token,
            shares: shares,
            startBlock: uint32(block.number),
            nonce: numWithdrawalsQueued[msg.sender]++
        });
        root = withdrawalRoot(w);
        withdrawalRootPending[root] = true;
        emit WithdrawalQueued(root, msg.sender);
    }

    function completeQueuedWithdrawal(QueuedWithdrawal calldata w) external nonReentrant {
        bytes32 root = withdrawalRoot(w);
        require(withdrawalRootPending[root], "not pending");
        require(msg.sender == w.staker, "only staker");
        require(uint256(w.startBlock) + withdrawalDelayBlocks <= block.number, "delay not passed");
        delete withdrawalRootPending[root];
        w.strategy.withdraw(w.staker, w.token, w.shares);
        emit WithdrawalCompleted(root);
    }
}
