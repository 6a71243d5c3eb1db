pragma solidity ^0.5.0;

// zeppelinos-era proxies: the fallback reads the implementation through a getter that a storage base
// implements, and the upgrade function writes the base's variable.
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
    address internal _implementation;

    function implementation() public view returns (address) {
        return _implementation;
    }
}

contract OpenProxy is Proxy, UpgradeabilityStorage {
    address public proxyOwner;

    constructor() public {
        proxyOwner = msg.sender;
    }

    function upgradeTo(address impl) public {
        require(_implementation != impl);
        _implementation = impl; // want "OpenProxy.upgradeTo\\(\\) stores the implementation address with no access check"
    }
}

contract OwnedProxy is Proxy, UpgradeabilityStorage {
    address public proxyOwner;

    constructor() public {
        proxyOwner = msg.sender;
    }

    modifier onlyProxyOwner() {
        require(msg.sender == proxyOwner);
        _;
    }

    function transferProxyOwnership(address newOwner) public onlyProxyOwner {
        require(newOwner != address(0));
        proxyOwner = newOwner;
    }

    function upgradeTo(address impl) public onlyProxyOwner {
        require(_implementation != impl);
        _implementation = impl;
    }
}

// A getter that computes rather than returns a stored address is not followed.
contract RegistryProxy is Proxy {
    address internal registry;
    uint256 public version;

    function implementation() public view returns (address) {
        return Registry(registry).getVersion(version);
    }

    function setVersion(uint256 v) public {
        version = v;
    }
}

contract Registry {
    mapping(uint256 => address) internal versions;
    address internal owner;

    function getVersion(uint256 v) public view returns (address) {
        return versions[v];
    }
}
