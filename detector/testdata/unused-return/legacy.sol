pragma solidity ^0.4.24;

contract Registry {
    function register(address who) public returns (uint id);
}

contract Client {
    Registry registry;
    uint public lastId;

    function join() public {
        registry.register(msg.sender); // want "Client.join\\(\\) ignores the value returned by registry.register\\(msg.sender\\)"
    }

    function joinChecked() public {
        lastId = registry.register(msg.sender);
    }
}
