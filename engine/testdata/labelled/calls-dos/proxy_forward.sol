pragma solidity ^0.4.24;

contract Proxy {
    address public owner;
    address public target;

    constructor(address _target) public {
        owner = msg.sender;
        target = _target;
    }

    function setTarget(address _target) public {
        require(msg.sender == owner);
        target = _target;
    }

    function forward(bytes _data) public payable {
        require(msg.sender == owner);
        // <yes> <report> UNCHECKED_LL_CALLS
        target.delegatecall(_data);
    }

    function legacy(bytes4 sig) public {
        require(msg.sender == owner);
        // <yes> <report> UNCHECKED_LL_CALLS
        target.callcode(sig);
    }
}
