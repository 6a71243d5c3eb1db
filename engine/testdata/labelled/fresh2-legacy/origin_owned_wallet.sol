pragma solidity ^0.4.21;

contract owned {
    address public owner;

    event OwnerChanged(address indexed previousOwner, address indexed newOwner);

    function owned() public {
        owner = msg.sender;
    }

    // Checks the account that started the transaction: a contract the owner is lured into calling passes it.
    modifier onlyOwner {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == owner);
        _;
    }

    function transferOwnership(address newOwner) onlyOwner public {
        OwnerChanged(owner, newOwner);
        owner = newOwner;
    }
}

contract FamilyWallet is owned {
    mapping(address => uint) public allowances;
    uint public totalAllowance;

    event Deposited(address indexed from, uint amount);
    event AllowanceSet(address indexed member, uint amount);
    event Paid(address indexed to, uint amount);

    function () payable public {
        Deposited(msg.sender, msg.value);
    }

    function setAllowance(address member, uint amount) onlyOwner public {
        totalAllowance = totalAllowance - allowances[member] + amount;
        allowances[member] = amount;
        AllowanceSet(member, amount);
    }

    function spend(uint amount) public {
        require(allowances[msg.sender] >= amount);
        allowances[msg.sender] -= amount;
        totalAllowance -= amount;
        msg.sender.transfer(amount);
        Paid(msg.sender, amount);
    }

    function withdrawAll(address _recipient) onlyOwner public {
        _recipient.transfer(this.balance);
        Paid(_recipient, this.balance);
    }
}
