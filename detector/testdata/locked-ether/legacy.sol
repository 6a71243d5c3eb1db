pragma solidity ^0.4.24;

contract Jar { // want "Jar can receive ether through Jar.fallback\\(\\)"
    uint public count;

    function () public payable {
        count++;
    }
}

contract Killable {
    address owner;

    function Killable() public {
        owner = msg.sender;
    }

    function () public payable {}

    function kill() public {
        require(msg.sender == owner);
        suicide(owner);
    }
}

contract Sender {
    function () public payable {}

    function pay(address to) public {
        to.call.value(1 ether)();
    }
}

// The base is not among the files: its code may well send the ether out.
contract Unknown is NotUploaded {
    function () public payable {}
}
