pragma solidity ^0.4.22;

// Vulnerable: SmartBugs' FibonacciBalance. The library is held as a plain address, but withdraw() selects
// setFibonacci(uint256), which only FibonacciLib has: the fallback forwards any caller's calldata to it, and
// setStart() overwrites slot 0, the library's address.
contract FibonacciBalance {
    address public fibonacciLibrary;
    uint public calculatedFibNumber;
    uint public withdrawalCounter;
    bytes4 constant fibSig = bytes4(sha3("setFibonacci(uint256)"));

    constructor(address _fibonacciLibrary) public payable {
        fibonacciLibrary = _fibonacciLibrary;
    }

    function withdraw() public {
        withdrawalCounter += 1;
        require(fibonacciLibrary.delegatecall(fibSig, withdrawalCounter));
        msg.sender.transfer(calculatedFibNumber * 1 ether);
    }

    function() public {
        require(fibonacciLibrary.delegatecall(msg.data)); // want "FibonacciBalance.fallback\\(\\) delegatecalls FibonacciLib \\(the contract behind fibonacciLibrary, which its other delegatecalls select functions of\\) with the caller's calldata: any caller can run setStart\\(\\), setFibonacci\\(\\)"
    }
}

contract FibonacciLib {
    uint public start;
    uint public calculatedFibNumber;

    function setStart(uint _start) public {
        start = _start;
    }

    function setFibonacci(uint n) public {
        calculatedFibNumber = fibonacci(n);
    }

    function fibonacci(uint n) internal returns (uint) {
        if (n == 0) return start;
        else if (n == 1) return start + 1;
        else return fibonacci(n - 1) + fibonacci(n - 2);
    }
}

// Safe: the contract the selections name only reads.
contract Calculator {
    address public lib;
    bytes4 constant sig = bytes4(sha3("square(uint256)"));

    constructor(address _lib) public {
        lib = _lib;
    }

    function compute(uint x) public {
        require(lib.delegatecall(sig, x));
    }

    function() public {
        require(lib.delegatecall(msg.data));
    }
}

contract SquareLib {
    function square(uint x) public pure returns (uint) {
        return x * x;
    }
}

// Safe: the selections through impl name functions of two contracts: which one is deployed there is unknown.
contract Router {
    address public impl;
    bytes4 constant a = bytes4(sha3("configureA(uint256)"));
    bytes4 constant b = bytes4(sha3("configureB(uint256)"));

    constructor(address _impl) public {
        impl = _impl;
    }

    function first(uint x) public {
        require(msg.sender == address(this));
        require(impl.delegatecall(a, x));
    }

    function second(uint x) public {
        require(msg.sender == address(this));
        require(impl.delegatecall(b, x));
    }

    function() public {
        require(impl.delegatecall(msg.data));
    }
}

contract ImplA {
    uint public value;
    function configureA(uint x) public { value = x; }
}

contract ImplB {
    uint public value;
    function configureB(uint x) public { value = x; }
}
