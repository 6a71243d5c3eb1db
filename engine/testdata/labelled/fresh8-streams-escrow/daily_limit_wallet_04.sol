pragma solidity ^0.4.15;

/// Multi-owner wallet with a daily spending limit, after the 2016 Ethereum wallet: a single owner may
/// spend up to the limit each day without confirmation from the others.
contract DayLimitWallet {
    mapping(address => bool) public isOwner;
    uint public required;
    uint public dailyLimit;
    uint public spentToday;
    uint public lastDay;

    function DayLimitWallet(address[] _owners, uint _required, uint _limit) public {
        for (uint i = 0; i < _owners.length; i++) {
            isOwner[_owners[i]] = true;
        }
        required = _required;
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
        // <yes> <report> ARITHMETIC
        if (spentToday + value <= dailyLimit) {
            spentToday += value;
            return true;
        }
        return false;
    }

    function execute(address to, uint value, bytes data) public returns (bool) {
        require(isOwner[msg.sender]);
        if (underLimit(value)) {
            require(to.call.value(value)(data));
            return true;
        }
        return false;
    }
}
