pragma solidity ^0.8.0;

contract Broken {
    uint256 x;

    function f() public {
        x = 1
        x = 2;
    }

    function g() public view returns (uint256) {
        return x;
    }
}
