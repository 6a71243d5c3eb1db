pragma solidity ^0.4.18;

contract Old {
    event Withdrawn(address who, uint amount);
    mapping(address => uint) balances;

    function withdraw() public {
        uint amount = balances[msg.sender];
        balances[msg.sender] = 0;
        require(msg.sender.call.value(amount)());
        Withdrawn(msg.sender, amount); // want "Old.withdraw\\(\\) emits Withdrawn after calling msg.sender"
    }
}
