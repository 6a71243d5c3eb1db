pragma solidity ^0.8.0;

// Solidity 0.5 and later reject a function without visibility, so nothing is reported here.
contract Modern {
    function ok() public pure returns (uint) {
        return 1;
    }
}
