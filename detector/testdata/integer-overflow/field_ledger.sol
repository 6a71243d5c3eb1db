pragma solidity ^0.4.24;

// A total kept with a member of each account's entry, written through a storage pointer.
contract Vault {
    struct Deposit {
        uint256 amount;
        uint256 unlockTime;
    }
    uint256 public totalHeld;
    mapping(address => Deposit) public deposits;

    function deposit() public payable {
        Deposit storage d = deposits[msg.sender];
        d.unlockTime = now + 1 days;
        d.amount += msg.value;
        totalHeld += msg.value;
    }

    // Safe: every amount credited to an entry is credited to the total, so the total is at least any entry.
    function withdraw() public {
        Deposit storage d = deposits[msg.sender];
        uint256 amount = d.amount;
        d.amount = 0;
        totalHeld -= amount;
        msg.sender.transfer(amount);
    }
}

contract BonusVault {
    struct Deposit {
        uint256 amount;
        uint256 unlockTime;
    }
    uint256 public totalHeld;
    mapping(address => Deposit) public deposits;

    function deposit() public payable {
        Deposit storage d = deposits[msg.sender];
        d.amount += msg.value;
        totalHeld += msg.value;
    }

    // An entry credited with an amount the total never gets.
    function bonus(uint256 extra) public {
        deposits[msg.sender].amount += extra; // want ".*can overflow"
    }

    // Reported: an entry may exceed the total, so taking it from the total can wrap.
    function withdraw() public {
        Deposit storage d = deposits[msg.sender];
        uint256 amount = d.amount;
        d.amount = 0;
        totalHeld -= amount; // want "BonusVault.withdraw\\(\\): totalHeld -= amount can underflow"
        msg.sender.transfer(amount);
    }
}
