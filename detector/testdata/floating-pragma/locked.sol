pragma solidity 0.8.24;

contract Pinned {
    uint256 public x = 1;
}
