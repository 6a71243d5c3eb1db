pragma solidity ^0.4.24;

contract Tickets {
    mapping(address => uint) tickets;
    uint price = 1 ether;

    function buy(uint n) public payable {
        for (uint i = 0; i < n; i++) {
            require(msg.value >= price); // want "reads msg.value inside a loop"
            tickets[msg.sender] += 1;
        }
    }

    // Safe: a multicall through a plain call, not delegatecall.
    function relay(address[] targets) public payable {
        for (uint i = 0; i < targets.length; i++) {
            require(targets[i].call(bytes4(0x12345678)));
        }
    }
}
