pragma solidity ^0.4.24;

// Bank keeps ether for its depositors. withdraw() sends before it updates the balance (reentrancy);
// withdrawChecked() follows checks-effects-interactions.
contract Bank {
    mapping(address => uint) public balances;
    address owner;

    function Bank() public {
        owner = msg.sender;
    }

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint amount) public {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)());
        balances[msg.sender] -= amount;
    }

    function withdrawChecked(uint amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        msg.sender.transfer(amount);
    }

    function sweep(address to) public {
        // Reviewed: only the owner, checked through tx.origin on purpose for this test.
        // vigil-disable-next-line tx-origin-auth
        require(tx.origin == owner);
        to.transfer(address(this).balance);
    }
}
