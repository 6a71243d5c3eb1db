pragma solidity ^0.4.24;

contract Builtins {
    uint now; // want "state variable now shadows the built-in now"
    address owner;

    event block(uint x); // want "event block shadows the built-in block"

    function require(bool cond) internal { // want "function require shadows the built-in require"
        if (!cond) {
            owner = msg.sender;
        }
    }

    function withdraw(uint amount) public {
        require(amount > 0);
        uint msg = amount; // want "local variable msg shadows the built-in msg"
        owner.transfer(msg);
    }

    function hashOf(bytes32 keccak256) public pure returns (bytes32) { // want "parameter keccak256 shadows the built-in keccak256"
        return keccak256;
    }

    modifier assert(uint x) { // want "modifier assert shadows the built-in assert"
        _;
    }

    // Names that merely resemble built-ins are fine.
    function nowish(uint timestamp, address sender, bytes32 hash) public pure returns (uint) {
        uint blockNumber = timestamp;
        return blockNumber;
    }
}

contract Tuples {
    function pair() internal pure returns (uint, uint, uint) {
        return (1, 2, 3);
    }

    function use() public pure returns (uint) {
        (uint a, , uint now) = pair(); // want "local variable now shadows the built-in now"
        return a + now;
    }
}
