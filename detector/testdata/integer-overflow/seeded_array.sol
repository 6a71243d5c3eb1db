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

contract Filled {
    address[] payees;
    address[] open;
    address[] replaced;

    constructor(address[] memory list, address[] memory other) public {
        require(list.length > 0 && list.length <= 20);
        payees = list;
        open = other;
        replaced = list;
    }

    // Safe: set at construction from a list required to be non-empty, and nothing sets or shortens it since.
    function lastIndex() public view returns (uint256) {
        return payees.length - 1;
    }

    // Set from a list no one checked.
    function lastUnchecked() public view returns (uint256) {
        return open.length - 1; // want "open.length - 1 can underflow"
    }

    // Replaced later with a list that may be empty.
    function lastReplaced() public view returns (uint256) {
        return replaced.length - 1; // want "replaced.length - 1 can underflow"
    }

    function replace(address[] memory list) public {
        replaced = list;
    }
}
