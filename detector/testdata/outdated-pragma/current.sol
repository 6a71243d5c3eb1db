pragma solidity ^0.8.20;

contract Current {
    uint256 public x = 1;
}
