// SPDX-License-Identifier: MIT
// A kill switch behind a check that is always true: an unsigned balance is never negative.
pragma solidity ^0.8.19;

contract Pot {
    address public owner;
    mapping(address => uint256) public shares;

    constructor() {
        owner = msg.sender;
    }

    function join() external payable {
        shares[msg.sender] += msg.value;
    }

    function close() external {
        require(shares[msg.sender] >= 0, "not a member");
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(payable(msg.sender));
    }
}
