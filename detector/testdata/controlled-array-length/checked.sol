pragma solidity ^0.4.24;

contract Stack {
    uint[] items;

    function pop() public {
        if (items.length == 0) {
            revert();
        }
        items.length -= 1;
    }

    function popUnchecked() public {
        items.length -= 1; // want "decrements, without checking"
    }

    function popLonghand() public {
        items.length = items.length - 1; // want "Stack.popLonghand\\(\\) decrements, without checking"
    }
}
