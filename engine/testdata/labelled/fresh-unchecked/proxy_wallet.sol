pragma solidity ^0.4.24;

contract ProxyWallet {
    address public owner;
    address public target;

    constructor(address _target) public {
        owner = msg.sender;
        target = _target;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function setTarget(address _target) public onlyOwner {
        target = _target;
    }

    function forward(bytes data) public payable onlyOwner {
        // <yes> <report> UNCHECKED_LL_CALLS
        target.delegatecall(data);
    }
}
