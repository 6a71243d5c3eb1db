pragma solidity ^0.4.18;

/// Personal wallet of the 2017 era with a daily limit. Authorisation reads tx.origin so that the owner's other
/// contracts can spend "on the owner's behalf"; any contract the owner calls can spend too.
contract DailyLimitWallet {
    address public owner;
    uint public dailyLimit;
    uint public spentToday;
    uint public lastDay;

    event Sent(address indexed to, uint value);

    function DailyLimitWallet(uint _dailyLimit) public {
        owner = msg.sender;
        dailyLimit = _dailyLimit;
    }

    function() public payable {}

    function send(address to, uint value) public {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == owner);
        if (now / 1 days > lastDay) {
            lastDay = now / 1 days;
            spentToday = 0;
        }
        require(spentToday + value <= dailyLimit && spentToday + value >= spentToday);
        spentToday += value;
        to.transfer(value);
        Sent(to, value);
    }

    function setDailyLimit(uint _dailyLimit) public {
        require(msg.sender == owner);
        dailyLimit = _dailyLimit;
    }
}
