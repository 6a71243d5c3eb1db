// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Context {
    function _msgSender() internal view virtual returns (address) {
        return msg.sender;
    }
}

abstract contract Ownable is Context {
    address private _owner;

    error OwnableUnauthorizedAccount(address account);
    error OwnableInvalidOwner(address owner);

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        if (initialOwner == address(0)) {
            revert OwnableInvalidOwner(address(0));
        }
        _transferOwnership(initialOwner);
    }

    modifier onlyOwner() {
        _checkOwner();
        _;
    }

    function owner() public view virtual returns (address) {
        return _owner;
    }

    function _checkOwner() internal view virtual {
        if (owner() != _msgSender()) {
            revert OwnableUnauthorizedAccount(_msgSender());
        }
    }

    function renounceOwnership() public virtual onlyOwner {
        _transferOwnership(address(0));
    }

    function transferOwnership(address newOwner) public virtual onlyOwner {
        if (newOwner == address(0)) {
            revert OwnableInvalidOwner(address(0));
        }
        _transferOwnership(newOwner);
    }

    function _transferOwnership(address newOwner) internal virtual {
        address oldOwner = _owner;
        _owner = newOwner;
        emit OwnershipTransferred(oldOwner, newOwner);
    }
}

abstract contract Ownable2Step is Ownable {
    address private _pendingOwner;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);

    function pendingOwner() public view virtual returns (address) {
        return _pendingOwner;
    }

    function transferOwnership(address newOwner) public virtual override onlyOwner {
        _pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner(), newOwner);
    }

    function _transferOwnership(address newOwner) internal virtual override {
        delete _pendingOwner;
        super._transferOwnership(newOwner);
    }

    function acceptOwnership() public virtual {
        address sender = _msgSender();
        if (pendingOwner() != sender) {
            revert OwnableUnauthorizedAccount(sender);
        }
        _transferOwnership(sender);
    }
}

abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;

    uint256 private _status;

    error ReentrancyGuardReentrantCall();

    constructor() {
        _status = NOT_ENTERED;
    }

    modifier nonReentrant() {
        _nonReentrantBefore();
        _;
        _nonReentrantAfter();
    }

    function _nonReentrantBefore() private {
        if (_status == ENTERED) {
            revert ReentrancyGuardReentrantCall();
        }
        _status = ENTERED;
    }

    function _nonReentrantAfter() private {
        _status = NOT_ENTERED;
    }
}

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract Pausable is Context {
    bool private _paused;

    event Paused(address account);
    event Unpaused(address account);

    error EnforcedPause();
    error ExpectedPause();

    modifier whenNotPaused() {
        if (_paused) revert EnforcedPause();
        _;
    }

    modifier whenPaused() {
        if (!_paused) revert ExpectedPause();
        _;
    }

    function paused() public view virtual returns (bool) {
        return _paused;
    }

    function _pause() internal virtual whenNotPaused {
        _paused = true;
        emit Paused(_msgSender());
    }

    function _unpause() internal virtual whenPaused {
        _paused = false;
        emit Unpaused(_msgSender());
    }
}

/// An ether and token savings box: deposits credit the sender, withdrawals send before updating state
/// (a shape many audited codebases keep) but every entry point is behind one nonReentrant lock.
contract GuardedVault is Ownable2Step, ReentrancyGuard, Pausable {
    IERC20 public immutable token;
    mapping(address => uint256) public etherBalance;
    mapping(address => uint256) public tokenBalance;
    uint256 public totalTokens;
    uint256 public feeBps;
    address public feeRecipient;

    uint256 public constant MAX_FEE_BPS = 500;

    event Deposited(address indexed account, uint256 amount, bool isEther);
    event Withdrawn(address indexed account, uint256 amount, bool isEther);
    event FeeSet(uint256 feeBps, address recipient);

    error ZeroAmount();
    error Insufficient();
    error TransferFailed();
    error FeeTooHigh();

    constructor(IERC20 _token, address _feeRecipient) Ownable(msg.sender) {
        token = _token;
        feeRecipient = _feeRecipient;
    }

    function depositEther() external payable whenNotPaused {
        if (msg.value == 0) revert ZeroAmount();
        etherBalance[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value, true);
    }

    function withdrawEther(uint256 amount) external nonReentrant {
        uint256 balance = etherBalance[msg.sender];
        if (amount == 0 || amount > balance) revert Insufficient();
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed();
        etherBalance[msg.sender] = balance - amount;
        emit Withdrawn(msg.sender, amount, true);
    }

    function depositToken(uint256 amount) external nonReentrant whenNotPaused {
        if (amount == 0) revert ZeroAmount();
        uint256 before = token.balanceOf(address(this));
        if (!token.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        uint256 received = token.balanceOf(address(this)) - before;
        tokenBalance[msg.sender] += received;
        totalTokens += received;
        emit Deposited(msg.sender, received, false);
    }

    function withdrawToken(uint256 amount) external nonReentrant {
        uint256 balance = tokenBalance[msg.sender];
        if (amount == 0 || amount > balance) revert Insufficient();
        uint256 fee = (amount * feeBps) / 10_000;
        if (!token.transfer(msg.sender, amount - fee)) revert TransferFailed();
        if (fee > 0 && !token.transfer(feeRecipient, fee)) revert TransferFailed();
        tokenBalance[msg.sender] = balance - amount;
        totalTokens -= amount;
        emit Withdrawn(msg.sender, amount, false);
    }

    function setFee(uint256 newFeeBps, address recipient) external onlyOwner {
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh();
        feeBps = newFeeBps;
        feeRecipient = recipient;
        emit FeeSet(newFeeBps, recipient);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    /// Tokens sent to the vault by mistake, beyond what depositors own.
    function sweepExcess(address to) external onlyOwner nonReentrant {
        uint256 excess = token.balanceOf(address(this)) - totalTokens;
        if (!token.transfer(to, excess)) revert TransferFailed();
    }
}

// Safe, widely used code (or written in its style): held to no finding above low. Each medium-or-above
// expectation in this file marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
