pragma solidity 0.4.13; // want "allows compilers with known bugs: ECRecoverMalformedInput"

contract OutdatedCompilerVersion {
    uint public x = 1;
}
