// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// OpenZeppelin's InitializableUpgradeabilityProxy (which Aave's proxies still use): initialize runs once, as
// the implementation slot must be empty, and a factory calls it in the transaction that creates the proxy.
// A run-once initialiser is unprotected-initializer's question.
contract BaseUpgradeabilityProxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    function _implementation() internal view returns (address impl) {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            impl := sload(slot)
        }
    }

    function _setImplementation(address newImplementation) internal {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, newImplementation)
        }
    }
}

contract InitializableUpgradeabilityProxy is BaseUpgradeabilityProxy {
    function initialize(address _logic, bytes memory _data) public payable {
        require(_implementation() == address(0));
        _setImplementation(_logic);
        if (_data.length > 0) {
            (bool success, ) = _logic.delegatecall(_data);
            require(success);
        }
    }
}

// Vulnerable: the same proxy without the check runs again for anyone.
contract ReinitializableProxy is BaseUpgradeabilityProxy {
    function initialize(address _logic, bytes memory _data) public payable {
        _setImplementation(_logic); 
        if (_data.length > 0) {
            (bool success, ) = _logic.delegatecall(_data); // want "ReinitializableProxy.initialize\\(\\) delegatecalls _logic, which any caller can choose"
            require(success);
        }
    }
}
