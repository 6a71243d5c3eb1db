pragma solidity ^0.5.0;

contract Origin {
    address owner;

    constructor() public {
        owner = msg.sender;
    }

    function sendTo(address payable receiver, uint amount) public {
        require(tx.origin == owner); // want "authorizes with tx.origin"
        receiver.transfer(amount);
    }

    modifier onlyOrigin() {
        if (owner != tx.origin) revert(); // want "authorizes with tx.origin"
        _;
    }

    function kill() public onlyOrigin {
        selfdestruct(msg.sender);
    }

    // Safe: telling accounts from contracts grants nothing.
    function noContracts() public view returns (bool) {
        require(tx.origin == msg.sender);
        return true;
    }

    // Safe: msg.sender for authorization.
    function sendSafe(address payable receiver, uint amount) public {
        require(msg.sender == owner);
        receiver.transfer(amount);
    }
}
