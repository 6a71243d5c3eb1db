pragma solidity ^0.8.0;

// Comparing tx.origin with msg.sender tells contracts from accounts; it is no access check.
contract Killable {
    address owner;

    constructor() {
        owner = msg.sender;
    }

    function kill() public { // want "Killable.kill\\(\\) lets any caller run selfdestruct"
        require(tx.origin == msg.sender);
        selfdestruct(payable(msg.sender));
    }

    function killFromContract() public { // want "Killable.killFromContract\\(\\) lets any caller run selfdestruct"
        if (msg.sender != tx.origin) {
            selfdestruct(payable(owner));
        }
    }

    // Safe: the owner only.
    function close() public {
        require(tx.origin == msg.sender && msg.sender == owner);
        selfdestruct(payable(owner));
    }
}
