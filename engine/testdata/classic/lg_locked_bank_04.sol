pragma solidity ^0.4.24;

// A 2018 time-locked bank done right: a mutex guards every ether-moving function, balances are debited before the
// call, the call's result is required, and the lock extension is checked for overflow.
contract LockedBank {
    struct Account {
        uint balance;
        uint unlockTime;
    }

    mapping(address => Account) public accounts;
    uint public totalDeposits;
    uint public minDeposit = 0.01 ether;
    address public owner;
    bool private locked;

    event Deposited(address indexed who, uint amount, uint unlockTime);
    event Withdrawn(address indexed who, uint amount);
    event LockExtended(address indexed who, uint unlockTime);

    modifier noReentrancy() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function deposit(uint _lockSeconds) public payable {
        require(msg.value >= minDeposit);
        require(_lockSeconds <= 3650 days);
        Account storage acc = accounts[msg.sender];
        uint newBalance = acc.balance + msg.value;
        require(newBalance >= acc.balance);
        acc.balance = newBalance;
        totalDeposits += msg.value;
        uint until = now + _lockSeconds;
        if (until > acc.unlockTime) {
            acc.unlockTime = until;
        }
        emit Deposited(msg.sender, msg.value, acc.unlockTime);
    }

    function extendLock(uint _extraSeconds) public {
        Account storage acc = accounts[msg.sender];
        require(acc.balance > 0);
        uint until = acc.unlockTime + _extraSeconds;
        require(until >= acc.unlockTime);
        acc.unlockTime = until;
        emit LockExtended(msg.sender, until);
    }

    function withdraw(uint _amount) public noReentrancy {
        Account storage acc = accounts[msg.sender];
        require(now >= acc.unlockTime);
        require(_amount <= acc.balance);
        acc.balance -= _amount;
        totalDeposits -= _amount;
        require(msg.sender.call.value(_amount)());
        emit Withdrawn(msg.sender, _amount);
    }

    function withdrawAll() public noReentrancy {
        Account storage acc = accounts[msg.sender];
        require(now >= acc.unlockTime);
        uint amount = acc.balance;
        require(amount > 0);
        acc.balance = 0;
        totalDeposits -= amount;
        msg.sender.transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }

    function setMinDeposit(uint _min) public onlyOwner {
        minDeposit = _min;
    }

    function balanceOf(address who) public view returns (uint) {
        return accounts[who].balance;
    }
}
