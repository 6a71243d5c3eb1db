// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract SavingsGoal {
    address public immutable owner;
    uint256 public immutable goal;
    uint256 public deposited;

    event Deposit(address indexed from, uint256 amount);
    event GoalReached(uint256 amount);

    constructor(uint256 goal_) {
        owner = msg.sender;
        goal = goal_;
    }

    function deposit() external payable {
        require(msg.value > 0, "zero");
        deposited += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        require(deposited >= goal, "goal not reached");
        uint256 amount = address(this).balance;
        deposited = 0;
        emit GoalReached(amount);
        (bool ok, ) = payable(owner).call{value: amount}("");
        require(ok, "withdraw failed");
    }
}
