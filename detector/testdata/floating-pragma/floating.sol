pragma solidity ^0.4.0; // want "pragma solidity \\^0.4.0 allows more than one compiler version$"

contract PragmaNotLocked {
    uint public x = 1;
}
