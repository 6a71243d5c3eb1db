// want "has no pragma solidity"
contract PragmaMissing {
    uint public x = 1;
}
