pragma solidity ^0.8.0;

interface IToken {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Vault {
    mapping(address => uint256) public balances;
    uint256 public totalShares;
    uint256 public totalAssets;
    IToken public token;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // The lock protects withdraw, but transfer() does not check it and moves the stale balance.
    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Vault.withdraw\\(\\) calls msg.sender under a reentrancy lock that Vault.transfer\\(\\) does not check before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }

    function transfer(address to, uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }

    // Read-only reentrancy: the share price is stale while the token call runs.
    function redeem(uint256 shares) external nonReentrant {
        uint256 assets = shares * totalAssets / totalShares;
        require(token.transfer(msg.sender, assets)); // want "Vault.sharePrice\\(\\) reads totalAssets during the call and returns it to callers that trust it"
        totalAssets -= assets;
        totalShares -= shares;
    }

    function sharePrice() external view returns (uint256) {
        return totalAssets * 1e18 / totalShares;
    }

    // Safe: state written before the call.
    function withdrawSafe() external nonReentrant {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }
}

contract Locked {
    mapping(address => uint256) public credit;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // Safe: every reader of credit holds the same lock.
    function take() external nonReentrant {
        uint256 amount = credit[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        credit[msg.sender] = 0;
    }

    function move(address to) external nonReentrant {
        credit[to] += credit[msg.sender];
        credit[msg.sender] = 0;
    }
}

contract Checked {
    mapping(address => uint256) public balances;
    bool private locked;

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    // A check of the balance is not a lock flag: transfer() still sees the stale balance.
    function withdraw(uint256 amount) external nonReentrant {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Checked.withdraw\\(\\) calls msg.sender under a reentrancy lock that Checked.transfer\\(\\) does not check"
        require(ok);
        balances[msg.sender] -= amount;
    }

    function transfer(address to, uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}

library StorageSlot {
    struct Uint256Slot {
        uint256 value;
    }

    function getUint256Slot(bytes32 slot) internal pure returns (Uint256Slot storage r) {
        assembly {
            r.slot := slot
        }
    }
}

interface IAttacker {
    function callSender(bytes calldata data) external;
}

// Safe: both functions run under one guard kept in a storage slot, checked and set by helpers (OpenZeppelin 5):
// releasing it after the call is not a stale write.
contract SlotGuarded {
    using StorageSlot for bytes32;

    bytes32 private constant GUARD = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;
    uint256 public counter;

    modifier nonReentrant() {
        _before();
        _;
        _after();
    }

    function _before() private {
        if (_entered()) {
            revert();
        }
        GUARD.getUint256Slot().value = 2;
    }

    function _after() private {
        GUARD.getUint256Slot().value = 1;
    }

    function _entered() internal view returns (bool) {
        return GUARD.getUint256Slot().value == 2;
    }

    function callback() external nonReentrant {
        counter += 1;
    }

    function countAndCall(IAttacker attacker) public nonReentrant {
        counter += 1;
        attacker.callSender(abi.encodeCall(this.callback, ()));
    }
}

interface IToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// The token is set once, by an initializer behind a one-time flag: like a constructor's, it is the project's
// own token, which calls back only if its code does (low).
contract InitializedStaking {
    IToken public token;
    bool private initialized;
    mapping(address => uint256) public stakes;

    function initialize(IToken t) external {
        require(!initialized);
        initialized = true;
        token = t;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount)); // want "InitializedStaking.stake\\(\\) calls token before it writes stakes"
        stakes[msg.sender] += amount;
    }

    function unstake(uint256 amount) external {
        require(stakes[msg.sender] >= amount);
        stakes[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
}
