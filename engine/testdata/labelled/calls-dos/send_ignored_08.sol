// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract Faucet {
    mapping(address => uint256) public lastDrip;

    receive() external payable {}

    function drip() external {
        require(block.timestamp >= lastDrip[msg.sender] + 1 days, "wait");
        lastDrip[msg.sender] = block.timestamp;
        // <yes> <report> UNCHECKED_LL_CALLS
        payable(msg.sender).send(0.01 ether);
    }
}
