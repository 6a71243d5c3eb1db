// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

abstract contract Initializable {
    bool private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(_initializing || !_initialized, "Initializable: contract is already initialized");
        bool isTopLevelCall = !_initializing;
        if (isTopLevelCall) {
            _initializing = true;
            _initialized = true;
        }
        _;
        if (isTopLevelCall) {
            _initializing = false;
        }
    }
}

abstract contract ERC1967Upgrade {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    function _upgradeToAndCall(address newImplementation, bytes memory data) internal {
        assembly {
            sstore(_IMPLEMENTATION_SLOT, newImplementation)
        }
        if (data.length > 0) {
            (bool success, ) = newImplementation.delegatecall(data);
            require(success, "Address: low-level delegate call failed");
        }
    }
}

contract GuardianSetImplementation is Initializable, ERC1967Upgrade {
    address public owner;
    address[] public guardians;

    modifier onlyOwner() {
        require(msg.sender == owner, "caller is not the owner");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function initialize(address[] memory initialGuardians) external initializer {
        owner = msg.sender;
        guardians = initialGuardians;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) external onlyOwner {
        _upgradeToAndCall(newImplementation, data);
    }

    function guardianCount() external view returns (uint256) {
        return guardians.length;
    }
}
