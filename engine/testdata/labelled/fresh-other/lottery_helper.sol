pragma solidity ^0.4.24;

contract WeeklyDraw {
    address public owner;
    address[] public tickets;
    uint256 public constant PRICE = 0.1 ether;

    constructor() public {
        owner = msg.sender;
    }

    function buy() public payable {
        require(msg.value == PRICE);
        tickets.push(msg.sender);
    }

    function draw(uint256 seed) public {
        require(msg.sender == owner);
        address winner = tickets[seed % tickets.length];
        sendPrize(winner);
        delete tickets;
    }

    // <yes> <report> ACCESS_CONTROL
    function sendPrize(address winner) {
        winner.transfer(address(this).balance);
    }
}
