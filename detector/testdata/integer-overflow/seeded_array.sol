pragma solidity ^0.4.24;

contract Base {
    uint256[] items;
    uint256[] others;
    uint256[] popped;

    function _create(uint256 x) internal returns (uint256) {
        uint256 id = items.push(x) - 1;
        return id;
    }

    // Safe: the constructor below creates item 0, and nothing removes items.
    function total() public view returns (uint256) {
        return items.length - 1;
    }

    // Nothing is pushed at construction.
    function totalOthers() public view returns (uint256) {
        return others.length - 1; // want "others.length - 1 can underflow"
    }

    // Pushed at construction, but a caller can pop it.
    function totalPopped() public view returns (uint256) {
        return popped.length - 1; // want "popped.length - 1 can underflow"
    }

    function drop() public {
        popped.length--; // want "popped.length-- can underflow"
    }
}

contract Core is Base {
    constructor() public {
        _create(0);
        popped.push(0);
    }
}
