pragma solidity ^0.5.0;

contract DepositBox {
    mapping(address => uint) balance;

    function deposit(uint amount) public payable {
        require(msg.value == amount);
        balance[msg.sender] == amount; // want "DepositBox.deposit\\(\\) computes balance\\[msg.sender\\] == amount"
    }

    function withdraw(uint amount) public {
        require(amount <= balance[msg.sender]);
        balance[msg.sender] -= amount;
        msg.sender.call.value(amount); // want "prepares the call msg.sender.call.value\\(amount\\) but never makes it"
    }

    function withdrawGas(uint amount) public {
        balance[msg.sender] -= amount;
        msg.sender.call.gas(2300).value(amount); // want "never makes it"
    }

    function sum(uint a, uint b) public pure {
        a + b; // want "discards the result"
    }

    // Safe: the call is made and checked.
    function withdrawFixed(uint amount) public {
        balance[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok);
    }

    // Safe: an assignment, and a comparison that calls a function (the call is the effect).
    function store(uint amount) public {
        balance[msg.sender] = amount;
        bump() == 1;
    }

    function bump() internal returns (uint) {
        balance[msg.sender]++;
        return 1;
    }

    // Safe: a bare identifier silences an unused-variable warning.
    function silence(uint x) public view {
        x;
        this;
    }
}
