pragma solidity ^0.4.24;

contract Batch {
    address impl;

    function batch(bytes32[] calls) public payable {
        for (uint i = 0; i < calls.length; i++) {
            require(impl.delegatecall(calls[i])); // want "Batch.batch\\(\\) is payable and delegatecalls impl in a loop"
        }
    }

    function batchFree(bytes32[] calls) public {
        for (uint i = 0; i < calls.length; i++) {
            require(impl.delegatecall(calls[i]));
        }
    }
}
