pragma solidity ^0.8.0;

// Files in hidden directories are not analysed.
contract Hidden {}
