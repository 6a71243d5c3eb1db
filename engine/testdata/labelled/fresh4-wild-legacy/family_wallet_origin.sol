pragma solidity ^0.4.11;

// A family wallet, 2017: the owner moves funds for the household; the owner's phone signs with its own key.
contract FamilyWallet {
    address public owner;
    mapping (address => uint) public allowances;

    event Sent(address indexed to, uint amount);
    event Received(address indexed from, uint amount);

    function FamilyWallet() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == owner);
        _;
    }

    function () payable {
        Received(msg.sender, msg.value);
    }

    function setAllowance(address member, uint amount) onlyOwner {
        allowances[member] = amount;
    }

    function spend(uint amount) {
        require(allowances[msg.sender] >= amount);
        allowances[msg.sender] -= amount;
        msg.sender.transfer(amount);
        Sent(msg.sender, amount);
    }

    function sendTo(address to, uint amount) onlyOwner {
        to.transfer(amount);
        Sent(to, amount);
    }

    function changeOwner(address newOwner) onlyOwner {
        owner = newOwner;
    }

    function destroy() onlyOwner {
        suicide(owner);
    }
}
