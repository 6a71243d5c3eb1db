pragma solidity ^0.4.24;

library SafeMath {
    function add(uint a, uint b) internal pure returns (uint c) {
        c = a + b;
        require(c >= a);
    }
}

/// Owner wallet with a daily limit, written with SafeMath and a one-time constructor setup.
contract SafeDayLimitWallet {
    using SafeMath for uint;

    address public owner;
    uint public dailyLimit;
    uint public spentToday;
    uint public lastDay;

    event Sent(address indexed to, uint value);

    constructor(uint _limit) public {
        owner = msg.sender;
        dailyLimit = _limit;
        lastDay = today();
    }

    function() public payable {}

    function today() internal view returns (uint) {
        return now / 1 days;
    }

    function underLimit(uint value) internal returns (bool) {
        if (today() > lastDay) {
            spentToday = 0;
            lastDay = today();
        }
        uint newSpent = spentToday.add(value);
        if (newSpent <= dailyLimit) {
            spentToday = newSpent;
            return true;
        }
        return false;
    }

    function send(address to, uint value) public {
        require(msg.sender == owner);
        require(underLimit(value));
        to.transfer(value);
        emit Sent(to, value);
    }
}
