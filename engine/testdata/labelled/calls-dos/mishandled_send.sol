pragma solidity ^0.4.0;

contract SendBack {
    mapping (address => uint) userBalances;

    function deposit() public payable {
        userBalances[msg.sender] += msg.value;
    }

    function withdrawBalance() public {
        uint amountToWithdraw = userBalances[msg.sender];
        userBalances[msg.sender] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amountToWithdraw);
    }
}
