pragma solidity ^0.4.24;

// A total kept with a ledger in a member of the entries (accounts[a].balance, written through a storage
// pointer): taking from the total what was taken, under a check, from a member, or a member's whole value,
// cannot wrap. A member credited with a checked sum (newBalance = acc.balance + msg.value) is credited as the
// total is.
contract LockedBank {
    struct Account {
        uint balance;
        uint unlockTime;
    }

    mapping(address => Account) public accounts;
    uint public totalDeposits;

    function deposit() public payable {
        Account storage acc = accounts[msg.sender];
        uint newBalance = acc.balance + msg.value;
        require(newBalance >= acc.balance);
        acc.balance = newBalance;
        totalDeposits += msg.value;
    }

    function withdraw(uint _amount) public {
        Account storage acc = accounts[msg.sender];
        require(_amount <= acc.balance);
        acc.balance -= _amount;
        totalDeposits -= _amount;
        msg.sender.transfer(_amount);
    }

    function withdrawAll() public {
        Account storage acc = accounts[msg.sender];
        uint amount = acc.balance;
        acc.balance = 0;
        totalDeposits -= amount;
        msg.sender.transfer(amount);
    }
}

contract UncheckedBank {
    struct Account {
        uint balance;
        uint unlockTime;
    }

    mapping(address => Account) public accounts;
    uint public totalDeposits;

    function deposit() public payable {
        Account storage acc = accounts[msg.sender];
        acc.balance += msg.value;
        totalDeposits += msg.value;
    }

    function withdraw(uint _amount) public {
        Account storage acc = accounts[msg.sender];
        acc.balance -= _amount; // want "acc.balance -= _amount can underflow"
        totalDeposits -= _amount; // want "totalDeposits -= _amount can underflow"
        msg.sender.transfer(_amount);
    }
}

contract BonusBank {
    struct Account {
        uint balance;
        uint unlockTime;
    }

    mapping(address => Account) public accounts;
    uint public totalDeposits;

    // The member is credited with more than the total: a member may exceed it.
    function deposit(uint bonus) public payable {
        Account storage acc = accounts[msg.sender];
        uint newBalance = msg.value + bonus; // want "msg.value \\+ bonus can overflow"
        acc.balance = newBalance;
        totalDeposits += msg.value;
    }

    function withdrawAll() public {
        Account storage acc = accounts[msg.sender];
        uint amount = acc.balance;
        acc.balance = 0;
        totalDeposits -= amount; // want "totalDeposits -= amount can underflow"
        msg.sender.transfer(amount);
    }
}
