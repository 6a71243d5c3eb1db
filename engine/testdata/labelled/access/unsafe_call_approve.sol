// SPDX-License-Identifier: MIT
// A token whose approveAndCall forwards caller-chosen calldata to a caller-chosen address, from the token's own
// address: the attacker makes the token call transfer() on itself, or on any token it holds.
pragma solidity ^0.8.18;

contract TokenWhale {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor() {
        balanceOf[msg.sender] = 1000;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function approveAndCallcode(address spender, uint256 value, bytes memory extraData) public {
        allowance[msg.sender][spender] = value;
        // <yes> <report> ACCESS_CONTROL
        (bool success, ) = spender.call(extraData);
        require(success, "call failed");
    }
}
