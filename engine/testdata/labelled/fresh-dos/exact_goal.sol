// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract ExactGoal {
    uint256 public constant GOAL = 10 ether;
    address public beneficiary;
    mapping(address => uint256) public pledged;

    constructor(address _beneficiary) {
        beneficiary = _beneficiary;
    }

    function pledge() external payable {
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance <= GOAL, "goal passed");
        pledged[msg.sender] += msg.value;
    }

    function release() external {
        // <yes> <report> DENIAL_OF_SERVICE
        require(address(this).balance == GOAL, "goal not reached");
        payable(beneficiary).transfer(GOAL);
    }
}
