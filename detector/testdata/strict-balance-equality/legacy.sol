pragma solidity ^0.4.24;

contract Lock {
    uint total;

    function unlock() public {
        if (this.balance == total) { // want "compares the ether balance of this"
            msg.sender.transfer(this.balance);
        }
    }

    function check(address lockAddr) public payable {
        assert(address(lockAddr).balance == msg.value); // want "compares the ether balance of address\\(lockAddr\\)"
    }

    // Safe: the local is overwritten before the comparison could mean the balance.
    function other() public view returns (bool) {
        uint b = this.balance;
        b = total;
        return b == total;
    }
}
