pragma solidity ^0.8.0;

contract Typo08 {
    int256 public level;

    function lower(int256 by) external {
        level =- by; // want "mistyped `-=`"
    }

    // Safe: a plain assignment of a negated value and a real compound assignment.
    function reset(int256 by) external {
        level = -by;
        level -= by;
    }
}
