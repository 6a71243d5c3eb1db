pragma solidity >=0.5.0;

contract Base {
    int public a = 10;
    int internal c; // want "Base.c is an internal state variable that is never read"
    int private d; // want "Base.d is a private state variable that is never read"
    int public e;
    mapping (uint => uint) f; // want "Base.f is an internal state variable that is never read"
    uint[] g = [1, 2, 3];
    uint private seed = 7;
    uint private derivedSeed = seed * 2;
    address private admin;
    uint private slotValue;

    modifier onlyAdmin() {
        require(msg.sender == admin);
        _;
    }

    function assign1(int x) public {
        e += x;
    }

    function assign2(uint x, uint y) public {
        f[x] = y;
        delete d;
    }

    function get() public view returns (uint) {
        return derivedSeed;
    }

    function fromAssembly() public view returns (uint v) {
        assembly { v := sload(slotValue_slot) }
    }
}

contract Derived is Base {
    uint private counted; // want "Derived.counted is a private state variable that is never read"

    function sum() public returns (uint) {
        counted = 1;
        return g[1];
    }
}
