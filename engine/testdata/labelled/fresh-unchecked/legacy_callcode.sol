pragma solidity ^0.4.16;

contract LibraryUser {
    address public lib;
    address public owner;
    uint public value;

    function LibraryUser(address _lib) public {
        lib = _lib;
        owner = msg.sender;
    }

    function setValue(uint v) public {
        require(msg.sender == owner);
        // <yes> <report> UNCHECKED_LL_CALLS
        lib.callcode(bytes4(keccak256("setValue(uint256)")), v);
    }
}
