// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Reentrancy locks written in the many ways code in the wild writes them, each held across a call that comes
// before the state it protects is written. None of these functions can be re-entered while the state is stale.

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// A bool mutex in a modifier.
contract BoolLock {
    mapping(address => uint256) public balances;
    bool private locked;

    modifier noReentrant() {
        require(!locked, "no reentrancy");
        locked = true;
        _;
        locked = false;
    }

    function deposit() external payable noReentrant {
        balances[msg.sender] += msg.value;
    }

    function transfer(address to, uint256 amount) external noReentrant {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }

    function withdraw() external noReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
    }
}

// A uint status, as OpenZeppelin's ReentrancyGuard before 5.0, inherited.
abstract contract ReentrancyGuard {
    uint256 private constant _NOT_ENTERED = 1;
    uint256 private constant _ENTERED = 2;
    uint256 private _status;

    constructor() {
        _status = _NOT_ENTERED;
    }

    modifier nonReentrant() {
        require(_status != _ENTERED, "ReentrancyGuard: reentrant call");
        _status = _ENTERED;
        _;
        _status = _NOT_ENTERED;
    }
}

contract GuardedVault is ReentrancyGuard {
    IERC20 public immutable asset;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    constructor(IERC20 a) {
        asset = a;
    }

    function deposit(uint256 amount) external nonReentrant {
        uint256 before = asset.balanceOf(address(this));
        require(asset.transferFrom(msg.sender, address(this), amount));
        uint256 received = asset.balanceOf(address(this)) - before;
        shares[msg.sender] += received;
        totalShares += received;
    }

    function withdrawEth(uint256 amount) external nonReentrant {
        require(shares[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        shares[msg.sender] -= amount;
        totalShares -= amount;
    }

    receive() external payable {}
}

// OpenZeppelin 5's ReentrancyGuard: the modifier calls private helpers that check and set the status.
abstract contract ReentrancyGuardV5 {
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

contract Escrow is ReentrancyGuardV5 {
    mapping(address => uint256) public deposits;

    function deposit(address payee) external payable nonReentrant {
        deposits[payee] += msg.value;
    }

    function withdraw(address payable payee) external nonReentrant {
        uint256 payment = deposits[payee];
        (bool ok, ) = payee.call{value: payment}("");
        require(ok, "send");
        deposits[payee] = 0;
    }
}

// A lock kept in transient storage (EIP-1153), written in assembly.
contract TransientLock {
    mapping(address => uint256) public balances;
    bytes32 private constant LOCK_SLOT = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    modifier lock() {
        assembly {
            if tload(LOCK_SLOT) { revert(0, 0) }
            tstore(LOCK_SLOT, 1)
        }
        _;
        assembly {
            tstore(LOCK_SLOT, 0)
        }
    }

    function deposit() external payable lock {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external lock {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }
}

// A lock in a transient state variable (Solidity 0.8.28's `transient`), checked inline.
contract InlineLock {
    mapping(address => uint256) public credit;
    bool private entered;

    function deposit() external payable {
        require(!entered);
        credit[msg.sender] += msg.value;
    }

    function withdraw() external {
        require(!entered, "reentrant");
        entered = true;
        uint256 amount = credit[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        credit[msg.sender] = 0;
        entered = false;
    }
}

// Uniswap V2's lock: a uint that is 1 when unlocked.
contract PairLike {
    IERC20 public immutable token0;
    uint112 private reserve0;
    uint256 private unlocked = 1;

    constructor(IERC20 t) {
        token0 = t;
    }

    modifier lock() {
        require(unlocked == 1, "LOCKED");
        unlocked = 0;
        _;
        unlocked = 1;
    }

    function getReserves() external view returns (uint112) {
        return reserve0;
    }

    function sync() external lock {
        reserve0 = uint112(token0.balanceOf(address(this)));
    }

    // The token was chosen at deployment; the lock also keeps a token with hooks from re-entering add().
    function add(uint256 amount) external lock {
        require(token0.transferFrom(msg.sender, address(this), amount));
        reserve0 = uint112(token0.balanceOf(address(this)));
    }
}
