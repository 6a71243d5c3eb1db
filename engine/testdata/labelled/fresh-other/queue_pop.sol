pragma solidity ^0.4.24;

contract Queue {
    address public owner;
    uint256[] public items;

    constructor() public {
        owner = msg.sender;
    }

    function enqueue(uint256 v) public {
        items.push(v);
    }

    function dequeue() public {
        // <yes> <report> ACCESS_CONTROL
        items.length--;
    }

    function setAt(uint256 index, uint256 value) public {
        require(index < items.length);
        items[index] = value;
    }
}
