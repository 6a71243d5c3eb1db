pragma solidity ^0.4.24;

contract Legacy {
    mapping(address => uint) balances;

    function withdraw(uint amount) public {
        require(balances[msg.sender] - amount >= 0);
        require(balances[msg.sender] >= 0); // want "balances\\[msg.sender\\] >= 0 is always true"
        balances[msg.sender] -= amount;
        msg.sender.transfer(amount);
    }
}
