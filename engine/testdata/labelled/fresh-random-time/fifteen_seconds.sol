pragma solidity ^0.4.25;

contract FifteenSeconds {
    uint public lastPlay;

    function () public payable {
        require(msg.value == 1 ether);
        // <yes> <report> TIME_MANIPULATION
        require(now != lastPlay);
        // <yes> <report> TIME_MANIPULATION
        lastPlay = now;
        // <yes> <report> TIME_MANIPULATION
        if (now % 15 == 0) {
            msg.sender.transfer(this.balance);
        }
    }
}
