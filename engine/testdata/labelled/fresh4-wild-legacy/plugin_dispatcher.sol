pragma solidity ^0.4.23;

// A wallet with pluggable modules: a holder can run any module's code in the wallet's context to extend it.
contract ModularWallet {
    address public owner;
    mapping (address => bool) public holders;
    uint public dailyLimit;

    event Executed(address module, bytes data);

    constructor(uint _dailyLimit) public {
        owner = msg.sender;
        holders[msg.sender] = true;
        dailyLimit = _dailyLimit;
    }

    function addHolder(address holder) public {
        require(msg.sender == owner);
        holders[holder] = true;
    }

    function () public payable {}

    function runModule(address module, bytes data) public {
        // <yes> <report> ACCESS_CONTROL
        require(module.delegatecall(data));
        emit Executed(module, data);
    }

    function legacyRun(address module, bytes4 sig, uint arg) public {
        require(holders[msg.sender] || arg < dailyLimit);
        // <yes> <report> ACCESS_CONTROL
        require(module.callcode(sig, arg));
    }

    function pay(address to, uint amount) public {
        require(holders[msg.sender]);
        require(amount <= dailyLimit);
        to.transfer(amount);
    }
}
