// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Escrow {
    mapping(address => uint256) public deposits;

    function deposit(address payee) external payable {
        deposits[payee] += msg.value;
    }

    function withdraw(address payable payee) external {
        uint256 payment = deposits[payee];
        deposits[payee] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        (bool success, ) = payee.call{value: payment}("");
        emit Withdrawn(payee, payment);
    }

    event Withdrawn(address indexed payee, uint256 weiAmount);
}
