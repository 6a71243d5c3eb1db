pragma solidity ^0.5.0;

contract Round {
    address payable[] public entrants;
    uint256 public pot;
    address public organiser;

    constructor() public {
        organiser = msg.sender;
    }

    function enter() external payable {
        require(msg.value == 0.01 ether);
        entrants.push(msg.sender);
        pot += msg.value;
    }

    function close(uint256 winnerIndex) external {
        require(msg.sender == organiser);
        entrants[winnerIndex].transfer(pot);
        pot = 0;
        // <yes> <report> DENIAL_OF_SERVICE
        delete entrants;
    }
}
