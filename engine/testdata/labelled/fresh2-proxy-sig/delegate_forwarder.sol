pragma solidity ^0.4.24;

contract Proxy {
    address public owner;
    uint256 public fee;

    constructor() public {
        owner = msg.sender;
    }

    function setFee(uint256 _fee) public {
        require(msg.sender == owner);
        fee = _fee;
    }

    function forward(address callee, bytes _data) public payable {
        require(msg.value >= fee);
        // <yes> <report> ACCESS_CONTROL
        require(callee.delegatecall(_data));
    }

    function collect() public {
        require(msg.sender == owner);
        owner.transfer(address(this).balance);
    }
}
