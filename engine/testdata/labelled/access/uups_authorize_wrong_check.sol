// SPDX-License-Identifier: MIT
// _authorizeUpgrade checks the new implementation, not the caller: anyone can upgrade the proxy to any
// contract that has code.
pragma solidity ^0.8.20;

abstract contract UUPSUpgradeable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual {
        _authorizeUpgrade(newImplementation);
        assembly {
            sstore(_IMPLEMENTATION_SLOT, newImplementation)
        }
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok, "call failed");
        }
    }
}

contract Bridge is UUPSUpgradeable {
    address public owner;
    bool private initialized;
    mapping(bytes32 => bool) public processed;

    function initialize(address owner_) external {
        require(!initialized);
        require(msg.sender == 0x1111111111111111111111111111111111111111);
        initialized = true;
        owner = owner_;
    }

    // <yes> <report> ACCESS_CONTROL
    function _authorizeUpgrade(address newImplementation) internal view override {
        require(newImplementation.code.length > 0, "not a contract");
    }
}
