pragma solidity ^0.4.24;

contract HashForEther {
    address owner;

    function HashForEther() {
        owner = msg.sender;
    }

    function withdrawWinnings() { // want "withdrawWinnings\\(\\) has no visibility and is public by default"
        require(uint32(msg.sender) == 0);
        _sendWinnings();
    }

    function _sendWinnings() { // want "_sendWinnings\\(\\) has no visibility.*send ether"
        msg.sender.transfer(this.balance);
    }

    function total() constant returns (uint) { // want "total\\(\\) has no visibility.*only reads state"
        return this.balance;
    }

    // Guarded: still public by default, but only the owner gets past the check.
    function sweep() { // want "sweep\\(\\) has no visibility.*check that it is meant"
        require(msg.sender == owner);
        owner.transfer(this.balance);
    }

    function () payable {}

    function internalHelper() internal {
        owner.transfer(1);
    }

    function explicitPublic() public {
        owner.transfer(1);
    }
}

interface Token {
    function transfer(address to, uint value) returns (bool);
}
