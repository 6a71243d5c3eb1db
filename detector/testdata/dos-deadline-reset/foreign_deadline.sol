pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A stake made for any account resets that account's lock, and the claim pays only once the lock has passed:
// anyone can push another account's claim back by staking a trifle for it.
contract ForeignDeadline {
    struct Lock {
        uint256 amount;
        uint256 unlock;
    }

    IERC20 public token;
    uint256 public period;
    mapping(address => Lock) public locks;

    function stakeFor(uint256 amount, address account) external { // want "ForeignDeadline.stakeFor\\(\\) lets any caller reset unlock of account's entry in locks to block.timestamp, for an account it names: the account's payout waits for it, and anyone can push it back"
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        Lock memory l = locks[account];
        locks[account] = Lock({amount: l.amount + amount, unlock: block.timestamp + period});
    }

    // The caller's own lock.
    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        Lock memory l = locks[msg.sender];
        locks[msg.sender] = Lock({amount: l.amount + amount, unlock: block.timestamp + period});
    }

    function claim(address account) external {
        Lock memory l = locks[account];
        if (block.timestamp >= l.unlock && l.amount != 0) {
            delete locks[account];
            require(token.transfer(account, l.amount), "transfer");
        }
    }
}

// The same stake for another account, allowed only to an operator the account approved.
contract ApprovedDeadline {
    struct Lock {
        uint256 amount;
        uint256 unlock;
    }

    IERC20 public token;
    uint256 public period;
    mapping(address => Lock) public locks;
    mapping(address => mapping(address => bool)) public operator;

    function stakeFor(uint256 amount, address account) external {
        require(operator[account][msg.sender], "operator");
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        Lock memory l = locks[account];
        locks[account] = Lock({amount: l.amount + amount, unlock: block.timestamp + period});
    }

    function claim(address account) external {
        Lock memory l = locks[account];
        require(block.timestamp >= l.unlock, "locked");
        delete locks[account];
        require(token.transfer(account, l.amount), "transfer");
    }
}

// A stake for another account that keeps the lock it has: the deadline is set only on a fresh entry.
contract FreshDeadline {
    struct Lock {
        uint256 amount;
        uint256 unlock;
    }

    IERC20 public token;
    uint256 public period;
    mapping(address => Lock) public locks;

    function stakeFor(uint256 amount, address account) external {
        require(locks[account].amount == 0, "exists");
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        locks[account] = Lock({amount: amount, unlock: block.timestamp + period});
    }

    function claim(address account) external {
        Lock memory l = locks[account];
        require(block.timestamp >= l.unlock, "locked");
        delete locks[account];
        require(token.transfer(account, l.amount), "transfer");
    }
}
