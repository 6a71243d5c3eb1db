// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The fallback copies the stored implementation into a local and delegatecalls it in assembly; any caller sets it.
contract Upgrader {
    address public implementation;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function upgrade(address impl) external {
        implementation = impl;
    }

    fallback() external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let r := delegatecall(gas(), impl, 0, calldatasize(), 0, 0) // want "Upgrader.fallback\\(\\) delegatecalls impl \\(implementation\\), which any caller can choose"
            returndatacopy(0, 0, returndatasize())
            switch r
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

// Safe: only the admin sets the implementation.
contract AdminUpgrader {
    address public implementation;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function upgrade(address impl) external {
        require(msg.sender == admin);
        implementation = impl;
    }

    fallback() external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let r := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch r
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

// The target comes from calldata, read in assembly.
contract CalldataTarget {
    fallback() external payable {
        assembly {
            let target := calldataload(0)
            let r := delegatecall(gas(), target, 32, sub(calldatasize(), 32), 0, 0) // want "CalldataTarget.fallback\\(\\) delegatecalls target"
            if iszero(r) {
                revert(0, 0)
            }
        }
    }
}

library StorageSlot {
    struct AddressSlot {
        address value;
    }

    function getAddressSlot(bytes32 slot) internal pure returns (AddressSlot storage r) {
        assembly {
            r.slot := slot
        }
    }
}

// Safe here: the base cannot be judged alone, since the hook it calls first has no body. The contract below
// checks the caller in its override; an open override is unprotected-upgrade's.
abstract contract UUPSUpgradeable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual {
        _authorizeUpgrade(newImplementation);
        StorageSlot.getAddressSlot(_IMPLEMENTATION_SLOT).value = newImplementation;
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok);
        }
    }
}

contract Owned is UUPSUpgradeable {
    address private immutable owner = msg.sender;

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == owner);
    }
}
