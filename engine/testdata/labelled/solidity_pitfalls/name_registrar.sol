pragma solidity ^0.4.15;

// A name registrar whose register() builds its record in an uninitialised storage struct: the struct points
// at slot 0, so writing its fields overwrites `unlocked` and the first record slot.
contract NameRegistrar {
    bool public unlocked = false;

    struct NameRecord {
        bytes32 name;
        address mappedAddress;
    }

    mapping(address => NameRecord) public registeredNameRecord;
    mapping(bytes32 => address) public resolve;

    function register(bytes32 _name, address _mappedAddress) public {
        // <yes> <report> OTHER
        NameRecord newRecord;
        newRecord.name = _name;
        newRecord.mappedAddress = _mappedAddress;

        resolve[_name] = _mappedAddress;
        registeredNameRecord[msg.sender] = newRecord;

        require(unlocked);
    }
}
