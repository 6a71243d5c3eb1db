pragma solidity ^0.5.0;

contract UnusedVariables {
    int a = 1;

    function unusedArg(int x, int y) public view returns (int z) { // want "UnusedVariables.unusedArg\\(\\) never uses its parameter y"
        z = x + a;
    }

    function unusedReturn(int x, int y) public pure returns (int m, int n, int o) {
        m = y - x;
        o = m / 2;
    }

    function neverAccessed(int test) public pure returns (int) {
        int z = 10;
        if (test > z) {
            int x = test - z; // want "assigns the local variable x but never reads it"
            return test - z;
        }
        return z;
    }

    function overwritten(uint k) public pure returns (uint) {
        uint tmp; // want "declares the local variable tmp but never reads it"
        tmp = k;
        uint used;
        used = k + 1;
        return used;
    }

    // Safe: the signature is fixed by overriding, and an empty hook.
    function hook(uint amount) internal {}

    function tupleAssignment(int p) public returns (int q, int r) {
        (q, , r) = unusedReturn(p, 2);
    }

    function inAssembly(uint w) public pure returns (uint out) {
        assembly { out := add(w, 1) }
    }
}
