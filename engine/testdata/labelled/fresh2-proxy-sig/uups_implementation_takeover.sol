// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.4;

abstract contract ERC1967Upgrade {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    event Upgraded(address indexed implementation);

    function _getImplementation() internal view returns (address impl) {
        bytes32 slot = _IMPLEMENTATION_SLOT;
        assembly {
            impl := sload(slot)
        }
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "ERC1967: not a contract");
        bytes32 slot = _IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, newImplementation)
        }
    }

    function _upgradeToAndCall(address newImplementation, bytes memory data) internal {
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok, "ERC1967: call failed");
        }
    }
}

contract Implementation is ERC1967Upgrade {
    address public guardian;
    uint32 public guardianSetIndex;
    bool private initialized;
    mapping(bytes32 => bool) public consumedGovernanceActions;

    modifier onlyGuardian() {
        require(msg.sender == guardian, "not guardian");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function initialize(address initialGuardian) external {
        require(!initialized, "already initialized");
        initialized = true;
        guardian = initialGuardian;
    }

    function upgradeToAndCall(address newImplementation, bytes calldata data) external onlyGuardian {
        _upgradeToAndCall(newImplementation, data);
    }

    function submitGuardianSetUpgrade(uint32 newIndex, bytes32 actionHash) external onlyGuardian {
        require(!consumedGovernanceActions[actionHash], "consumed");
        consumedGovernanceActions[actionHash] = true;
        require(newIndex == guardianSetIndex + 1, "index");
        guardianSetIndex = newIndex;
    }

    function implementation() external view returns (address) {
        return _getImplementation();
    }
}
