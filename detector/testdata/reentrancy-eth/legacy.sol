pragma solidity ^0.4.24;

contract Legacy {
    mapping(address => uint) userBalance;

    function withdrawBalance() public {
        if (!msg.sender.call.value(userBalance[msg.sender])()) { // want "sends ether"
            throw;
        }
        userBalance[msg.sender] = 0;
    }

    // Safe: the call forwards no value and the write comes first.
    function clear() public {
        userBalance[msg.sender] = 0;
        msg.sender.call.value(0)();
    }
}
