pragma solidity ^0.5.0;

contract Proxy {
    function implementation() public view returns (address);

    function () payable external {
        address _impl = implementation();
        require(_impl != address(0));
        assembly {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize)
            let result := delegatecall(gas, _impl, ptr, calldatasize, 0, 0)
            let size := returndatasize
            returndatacopy(ptr, 0, size)
            switch result
            case 0 { revert(ptr, size) }
            default { return(ptr, size) }
        }
    }
}

contract UpgradeabilityStorage {
    string internal _version;
    address internal _implementation;

    function version() public view returns (string memory) {
        return _version;
    }

    function implementation() public view returns (address) {
        return _implementation;
    }
}

contract UpgradeabilityProxy is Proxy, UpgradeabilityStorage {
    address public proxyOwner;

    event Upgraded(string version, address indexed implementation);

    constructor() public {
        proxyOwner = msg.sender;
    }

    function transferProxyOwnership(address newOwner) public {
        require(msg.sender == proxyOwner);
        require(newOwner != address(0));
        proxyOwner = newOwner;
    }

    function upgradeTo(string memory version, address implementation) public {
        require(_implementation != implementation);
        _version = version;
        // <yes> <report> ACCESS_CONTROL
        _implementation = implementation;
        emit Upgraded(version, implementation);
    }
}
