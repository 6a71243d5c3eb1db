pragma solidity ^0.4.24;

/// OpenZeppelin 2.0's ReentrancyGuard: a counter bumped on entry and compared on exit, so a nested call makes
/// the outer call's final check fail.
contract ReentrancyGuard {
    uint256 private _guardCounter;

    constructor() internal {
        _guardCounter = 1;
    }

    modifier nonReentrant() {
        _guardCounter += 1;
        uint256 localCounter = _guardCounter;
        _;
        require(localCounter == _guardCounter);
    }
}

library SafeMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }
}

/// A 2018-style ether bank that pays with call.value before updating the balance (the shape of the DAO), made
/// safe by the counter guard on every function that touches balances.
contract GuardedBank is ReentrancyGuard {
    using SafeMath for uint256;

    mapping(address => uint256) public balances;

    event Deposit(address indexed account, uint256 amount);
    event Withdrawal(address indexed account, uint256 amount);

    function deposit() public payable nonReentrant {
        balances[msg.sender] = balances[msg.sender].add(msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) public nonReentrant {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)());
        balances[msg.sender] = balances[msg.sender].sub(amount);
        emit Withdrawal(msg.sender, amount);
    }

    function transfer(address to, uint256 amount) public nonReentrant {
        balances[msg.sender] = balances[msg.sender].sub(amount);
        balances[to] = balances[to].add(amount);
    }
}

// Safe 0.4 code (OpenZeppelin 2.0 ReentrancyGuard): held to no finding above low. Each medium-or-above
// expectation marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
