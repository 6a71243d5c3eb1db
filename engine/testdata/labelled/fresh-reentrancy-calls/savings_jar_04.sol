pragma solidity ^0.4.24;

contract SavingsJar {
    address public owner;
    uint256 public goal;
    uint256 public deposits;

    event Deposit(address indexed from, uint256 amount);
    event GoalReached(uint256 amount);

    constructor(uint256 _goal) public {
        owner = msg.sender;
        goal = _goal;
    }

    function deposit() public payable {
        require(msg.value > 0);
        require(deposits + msg.value <= goal);
        deposits += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function breakJar() public {
        require(msg.sender == owner);
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == goal);
        emit GoalReached(address(this).balance);
        selfdestruct(owner);
    }
}
