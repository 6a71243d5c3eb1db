pragma solidity 0.4.26; // want "DynamicArrayCleanup"

contract Late {
    uint public x = 1;
}
