pragma solidity ^0.4.25;

// Safe here (its reentrancy is another detector's): `var acc = Acc[msg.sender]` points at the caller's own
// entry, and the amount is bounded by it.
contract MONEY_BOX {
    struct Holder { uint unlockTime; uint balance; }
    mapping (address => Holder) public Acc;
    uint public MinSum;

    function Put(uint _lockTime) public payable {
        var acc = Acc[msg.sender];
        acc.balance += msg.value;
        acc.unlockTime = _lockTime;
    }

    function Collect(uint _am) public payable {
        var acc = Acc[msg.sender];
        if (acc.balance >= MinSum && acc.balance >= _am && now > acc.unlockTime) {
            if (msg.sender.call.value(_am)()) {
                acc.balance -= _am;
            }
        }
    }
}

// Vulnerable: the entry checked is one the caller names, not the caller's own.
contract OPEN_BOX {
    struct Holder { uint unlockTime; uint balance; }
    mapping (address => Holder) public Acc;

    function Put() public payable {
        var acc = Acc[msg.sender];
        acc.balance += msg.value;
    }

    function Collect(address who, uint _am) public { // want "OPEN_BOX.Collect\\(\\) lets any caller send _am to msg.sender"
        var acc = Acc[who];
        if (acc.balance >= _am) {
            acc.balance -= _am;
            msg.sender.transfer(_am);
        }
    }
}
