pragma solidity ^0.4.18;

contract Multiplicator {
    address public Owner = msg.sender;

    function withdraw() public payable {
        require(msg.sender == Owner);
        Owner.transfer(this.balance);
    }

    function multiplicate(address adr) public payable {
        if (msg.value >= this.balance) { // want "Multiplicator.multiplicate\\(\\): msg.value >= this.balance only holds when the contract held nothing before the call"
            adr.transfer(this.balance + msg.value); // want "this.balance \\+ msg.value counts msg.value twice"
        }
    }

    function beat() public payable {
        require(address(this).balance < msg.value); // want "address\\(this\\).balance < msg.value is never true"
        msg.sender.transfer(address(this).balance);
    }

    // Safe: the balance before the call.
    function double() public payable {
        if (msg.value > this.balance - msg.value) {
            msg.sender.transfer(this.balance);
        }
    }

    // Safe: not payable, so msg.value is 0 and nothing is counted twice.
    function report() public view returns (uint256) {
        return this.balance;
    }
}
