// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Accepts ether for tips but has no way to send any out.
// <yes> <report> OTHER
contract TipJar {
    mapping(address => uint256) public tipped;

    function tip() external payable {
        tipped[msg.sender] += msg.value;
    }

    receive() external payable {
        tipped[msg.sender] += msg.value;
    }
}
