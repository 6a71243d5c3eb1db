pragma solidity ^0.4.25;

contract Typo {
    uint counter = 1;
    int delta;

    function addOne() public {
        counter =+ 1; // want "Typo.addOne\\(\\) assigns counter =\\+ 1"
    }

    function subtract(int x) public {
        delta =- x; // want "mistyped `-=`"
    }

    function spacedAfter(int x) public {
        delta =-  x; // want "mistyped"
    }

    // Safe: compound assignments.
    function add(uint x) public {
        counter += x;
        delta -= int(x);
    }

    // Safe: assigning a negative value, spaced or compact.
    function negate(int x) public {
        delta = -x;
        delta=-x;
        delta = - x;
    }
}
