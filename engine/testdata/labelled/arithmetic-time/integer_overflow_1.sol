pragma solidity ^0.4.15;

contract Overflow {
    uint private sellerBalance = 0;

    function add(uint value) returns (bool) {
        // <yes> <report> ARITHMETIC
        sellerBalance += value; // possible overflow

        // the following assertion would prevent it
        // assert(sellerBalance >= value);
        return true;
    }
}
