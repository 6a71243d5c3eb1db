/*
 * The invariant sum == sum of balances breaks when the total wraps.
 */
pragma solidity ^0.4.24;

contract StorageInvariant {
    uint256 public sum;
    mapping(address => uint256) public amount;

    function add(uint256 value) public {
        amount[msg.sender] = value;
        // <yes> <report> ARITHMETIC
        sum += value;
    }
}
