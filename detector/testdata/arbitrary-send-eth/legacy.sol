pragma solidity ^0.4.24;

contract Legacy {
    address owner;

    function Legacy() public {
        owner = msg.sender;
    }

    function pay(address to) public {
        doPay(to); // want "Legacy.pay\\(\\) passes a caller-chosen address to Legacy.doPay\\(\\)"
    }

    function doPay(address who) internal {
        who.send(this.balance);
    }

    // Safe: the helper checks the caller.
    function pay2(address to) public {
        checkedPay(to);
    }

    function checkedPay(address who) internal {
        require(msg.sender == owner);
        who.transfer(this.balance);
    }
}
