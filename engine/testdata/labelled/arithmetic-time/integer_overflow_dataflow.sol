/*
 * The wrapped value is kept in storage and reaches a later payout: the subtraction is where it goes wrong.
 */
pragma solidity ^0.4.24;

contract IntegerOverflowDataflow {
    uint256 public stored = 1;
    mapping(address => uint256) public credit;

    function step(uint256 input) public {
        uint256 a = stored;
        uint256 b = input;
        // <yes> <report> ARITHMETIC
        uint256 c = a - b;
        stored = c;
    }

    function claim() public {
        credit[msg.sender] = stored;
    }
}
