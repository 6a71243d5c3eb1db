pragma solidity ^0.4.25;

contract Roulette {
    uint public pastBlockTime;

    constructor() public payable {}

    function () public payable {
        require(msg.value == 10 ether);
        // <yes> <report> TIME_MANIPULATION
        require(now != pastBlockTime);
        // <yes> <report> TIME_MANIPULATION
        pastBlockTime = now;
        // <yes> <report> TIME_MANIPULATION
        if (now % 15 == 0) {
            msg.sender.transfer(this.balance);
        }
    }
}
