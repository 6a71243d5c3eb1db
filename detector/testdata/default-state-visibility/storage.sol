pragma solidity 0.4.24;

contract TestStorage {
    uint storeduint1 = 15; // want "TestStorage.storeduint1 has no explicit visibility"
    uint constant constuint = 16;
    uint32 deadline = uint32(now); // want "TestStorage.deadline"

    bytes16 string1 = "test1"; // want "string1"
    bytes32 private string2 = "test1236";
    string public string3 = "lets string something";
    uint internal counter;

    mapping (address => uint) public uints1;
    mapping (address => uint) balances; // want "balances"
}
