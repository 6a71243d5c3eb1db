pragma solidity ^0.4.24;

contract Registry {
    mapping(bytes32 => address) public owners;

    function register(string name, string suffix) public {
        bytes32 key = keccak256(name, suffix); // want "hashes the packed encoding of several dynamic values \\(name, suffix\\)"
        require(owners[key] == address(0));
        owners[key] = msg.sender;
    }

    function registerOne(string name, uint id) public {
        bytes32 key = keccak256(name, id);
        owners[key] = msg.sender;
    }
}
