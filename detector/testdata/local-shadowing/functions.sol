pragma solidity 0.4.24;

contract ShadowingInFunctions {
    uint n = 2;
    uint x = 3;
    uint private hidden;

    function test1() public constant returns (uint n) { // want "return variable n shadows state variable ShadowingInFunctions.n"
        return n;
    }

    function test2() public constant returns (uint n) { // want "return variable n shadows"
        n = 1;
        return n;
    }

    function test3() public constant returns (uint x) { // want "return variable x shadows"
        uint n = 4; // want "local variable n shadows"
        return n + x;
    }

    function setX(uint x) public { // want "parameter x shadows"
        x = x;
    }

    modifier onlyAbove(uint n) { // want "modifier onlyAbove parameter n shadows"
        require(n > 0);
        _;
    }

    function fine(uint _n, uint y) public returns (uint z) {
        uint m = _n + y;
        z = m + n;
    }
}

contract Child is ShadowingInFunctions {
    // A private variable of a base is not visible here: no shadowing.
    function useHidden(uint hidden) public pure returns (uint) {
        return hidden;
    }

    function useX(uint x) public pure returns (uint) { // want "parameter x shadows state variable ShadowingInFunctions.x"
        return x;
    }
}
