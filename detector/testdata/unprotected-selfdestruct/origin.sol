pragma solidity ^0.8.0;

// Comparing tx.origin with msg.sender tells contracts from accounts; it is no access check.
contract Killable {
    address owner;

    constructor() {
        owner = msg.sender;
    }

    function kill() public {
        require(tx.origin == msg.sender);
        selfdestruct(payable(msg.sender)); // want "Killable.kill\\(\\) lets any caller run selfdestruct"
    }

    function killFromContract() public {
        if (msg.sender != tx.origin) {
            selfdestruct(payable(owner)); // want "Killable.killFromContract\\(\\) lets any caller run selfdestruct"
        }
    }

    // Safe: the owner only.
    function close() public {
        require(tx.origin == msg.sender && msg.sender == owner);
        selfdestruct(payable(owner));
    }
}
