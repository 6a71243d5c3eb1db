pragma solidity ^0.4.24;

// Vulnerable: the forwarder keeps the flag of the delegatecall and returns as if it had succeeded.
contract Dispatcher {
    address public target;

    function() public payable {
        address t = target;
        assembly {
            calldatacopy(0x0, 0x0, calldatasize)
            let result := delegatecall(sub(gas, 10000), t, 0x0, calldatasize, 0, 32) // want "Dispatcher.fallback\\(\\) keeps in result, and never reads, the success flag of the assembly delegatecall"
            return(0, 32)
        }
    }
}

// Safe: the flag decides between revert and return.
contract CheckedDispatcher {
    address public target;

    function() public payable {
        address t = target;
        assembly {
            calldatacopy(0x0, 0x0, calldatasize)
            let result := delegatecall(gas, t, 0x0, calldatasize, 0, 0)
            returndatacopy(0, 0, returndatasize)
            switch result
            case 0 { revert(0, returndatasize) }
            default { return(0, returndatasize) }
        }
    }
}
