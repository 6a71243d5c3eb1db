pragma solidity ^0.5.0;

contract RegistryProxy {
    address public implementation;
    address public proxyOwner;

    event Upgraded(address indexed implementation);

    constructor(address impl) public {
        implementation = impl;
        proxyOwner = msg.sender;
    }

    modifier onlyProxyOwner() {
        require(msg.sender == proxyOwner);
        _;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable onlyProxyOwner {
        require(newImplementation != implementation);
        implementation = newImplementation;
        emit Upgraded(newImplementation);
        // <yes> <report> UNCHECKED_LL_CALLS
        address(this).call.value(msg.value)(data);
    }

    function () external payable {
        address impl = implementation;
        assembly {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize)
            let result := delegatecall(gas, impl, ptr, calldatasize, 0, 0)
            let size := returndatasize
            returndatacopy(ptr, 0, size)
            switch result
            case 0 { revert(ptr, size) }
            default { return(ptr, size) }
        }
    }
}
