// SPDX-License-Identifier: MIT
// The modifier logs an unauthorised caller but goes on to run the function: it guards nothing.
pragma solidity ^0.8.19;

contract Escrow {
    address public owner;
    event Unauthorized(address caller);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) {
            emit Unauthorized(msg.sender);
        }
        _;
    }

    receive() external payable {}

    function release(address payable to, uint256 amount) external onlyOwner {
        // <yes> <report> ACCESS_CONTROL
        to.transfer(amount);
    }

    // <yes> <report> ACCESS_CONTROL
    function setOwner(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}
