// SPDX-License-Identifier: MIT
// The checks compare the wrong account: the new owner against the old one, and the recipient against the
// whitelist, never the caller.
pragma solidity ^0.8.19;

contract Vault {
    address public owner;
    mapping(address => bool) public operators;

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {}

    // <yes> <report> ACCESS_CONTROL
    function changeOwner(address newOwner) external {
        require(newOwner != owner, "same owner");
        owner = newOwner;
    }

    function withdraw(address payable to, uint256 amount) external {
        require(operators[to], "not operator");
        // <yes> <report> ACCESS_CONTROL
        to.transfer(amount);
    }

    function setOperator(address who, bool on) external {
        require(msg.sender == owner, "owner");
        operators[who] = on;
    }
}
