pragma solidity ^0.5.0;

// Safe: from 0.5 only the constructor keyword declares a constructor, so names are not compared.
contract Token {
    address owner;

    constructor() public {
        owner = msg.sender;
    }

    function token() public view returns (address) {
        return owner;
    }
}
