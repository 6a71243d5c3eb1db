pragma solidity ^0.4.24;

contract Legacy {
    address target;

    function pay(uint amount) public {
        require(target.call.gas(2300).value(amount)()); // want "Legacy.pay\\(\\) calls target with a hardcoded gas limit of 2300"
    }

    function payOld(uint amount) public {
        target.send(amount); // want "uses send"
    }

    // Safe: forwards what the transaction has left.
    function payAll(uint amount) public {
        require(target.call.value(amount)());
        require(target.call.gas(msg.gas - 5000)());
    }
}
