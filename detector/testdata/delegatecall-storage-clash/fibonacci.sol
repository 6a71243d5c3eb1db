pragma solidity ^0.4.22;

// The library reads its slot 0 as the start of the sequence; the caller keeps the library's address there.
contract FibonacciBalance {
    address public fibonacciLibrary;
    uint public calculatedFibNumber;
    uint public start = 3;
    uint public withdrawalCounter;
    bytes4 constant fibSig = bytes4(sha3("setFibonacci(uint256)"));

    constructor(address _fibonacciLibrary) public payable {
        fibonacciLibrary = _fibonacciLibrary;
    }

    function withdraw() public {
        withdrawalCounter += 1;
        require(fibonacciLibrary.delegatecall(fibSig, withdrawalCounter)); // want "delegatecalls FibonacciLib.setFibonacci\\(\\), which reads storage slot 0 as uint256 start; in FibonacciBalance that slot holds address fibonacciLibrary"
        msg.sender.transfer(calculatedFibNumber * 1 ether);
    }
}

contract FibonacciLib {
    uint public start;
    uint public calculatedFibNumber;

    function setFibonacci(uint n) public {
        calculatedFibNumber = fibonacci(n);
    }

    function fibonacci(uint n) internal returns (uint) {
        if (n == 0) return start;
        else if (n == 1) return start + 1;
        else return fibonacci(n - 1) + fibonacci(n - 2);
    }
}

// Safe: the same layout on both sides (packed values at the same offsets).
contract Counter {
    address public lib;
    uint64 public count;
    uint64 public step;

    function bump() public {
        require(lib.delegatecall(bytes4(keccak256("next()"))));
    }
}

contract CounterLib {
    address public lib;
    uint64 public count;
    uint64 public step;

    function next() public {
        count += step;
    }
}
