// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Transparent proxies dispatch the admin's calls in a branch that returns on each admin function and reverts at
// its end: the branch is the admin's alone, and the other callers are forwarded.
contract AdminBranchProxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 internal constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    constructor(address implementation_, address admin_) {
        _setImplementation(implementation_);
        bytes32 slot = ADMIN_SLOT;
        assembly {
            sstore(slot, admin_)
        }
    }

    function _admin() internal view returns (address adm) {
        bytes32 slot = ADMIN_SLOT;
        assembly {
            adm := sload(slot)
        }
    }

    function _implementation() internal view returns (address impl) {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            impl := sload(slot)
        }
    }

    function _setImplementation(address next) private {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, next)
        }
    }

    // Safe: only the admin enters the branch that upgrades.
    function _fallback() internal {
        if (msg.sender == _admin()) {
            if (msg.sig == this.upgradeTo.selector) {
                _setImplementation(abi.decode(msg.data[4:], (address)));
                return;
            }
            revert("admin cannot fallback");
        }
        _delegate(_implementation());
    }

    function upgradeTo(address) external {
        _fallback();
    }

    fallback() external payable {
        _fallback();
    }

    function _delegate(address impl) internal {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}

// The same dispatch with the test turned around: every caller but the admin reaches the upgrade.
contract InvertedBranchProxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 internal constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    function _admin() internal view returns (address adm) {
        bytes32 slot = ADMIN_SLOT;
        assembly {
            adm := sload(slot)
        }
    }

    function _setImplementation(address next) private {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, next)
        }
    }

    function upgradeTo(address next) external {
        if (msg.sender != _admin()) {
            if (next != address(0)) {
                _setImplementation(next); // want "InvertedBranchProxy.upgradeTo\\(\\) stores the implementation address with no access check"
                return;
            }
            revert("zero implementation");
        }
        revert("admin cannot upgrade here");
    }
}
