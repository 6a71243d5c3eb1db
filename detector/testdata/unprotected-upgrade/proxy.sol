// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Proxies keeping their implementation in a slot of their own choosing: the slot the fallback delegatecalls
// to is the implementation, whatever constant names it.
contract SlotProxy {
    bytes32 private constant SLOT = keccak256("my.proxy.implementation");

    constructor(address impl) {
        bytes32 slot = SLOT;
        assembly {
            sstore(slot, impl)
        }
    }

    function upgradeTo(address impl) external {
        bytes32 slot = SLOT;
        assembly {
            sstore(slot, impl) // want "SlotProxy.upgradeTo\\(\\) stores the implementation address with no access check: any caller can replace the code SlotProxy runs"
        }
    }

    fallback() external payable {
        bytes32 slot = SLOT;
        assembly {
            let impl := sload(slot)
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

// Safe: the admin, fixed at deployment, upgrades.
contract AdminSlotProxy {
    bytes32 private constant SLOT = keccak256("my.proxy.implementation");
    address private immutable admin = msg.sender;

    function upgradeTo(address impl) external {
        require(msg.sender == admin, "admin only");
        bytes32 slot = SLOT;
        assembly {
            sstore(slot, impl)
        }
    }

    fallback() external payable {
        bytes32 slot = SLOT;
        assembly {
            let impl := sload(slot)
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

// ERC-1967's slot written by its defining hash, with no proxy code in the unit.
contract Logic {
    bytes32 internal constant IMPL = bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1);
    uint256 public value;

    function set(uint256 v) external {
        value = v;
    }

    function upgrade(address next) external {
        bytes32 slot = IMPL;
        assembly {
            sstore(slot, next) // want "Logic.upgrade\\(\\) stores the implementation address"
        }
    }
}

// Not an implementation: a slot nothing delegatecalls to.
contract Settings {
    bytes32 private constant FEE_SLOT = keccak256("settings.fee");

    function setFee(uint256 fee) external {
        bytes32 slot = FEE_SLOT;
        assembly {
            sstore(slot, fee)
        }
    }
}

// A declared variable a hook protects: judged with each contract's override. An open setter with no hook at
// all is delegatecall-user-controlled's, reported at the delegatecall.
abstract contract HookedProxy {
    address internal implementation;

    function _authorizeUpgrade() internal virtual;

    function upgradeTo(address impl) external {
        _authorizeUpgrade();
        implementation = impl;
    }

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}

contract OpenHookedProxy is HookedProxy {
    function _authorizeUpgrade() internal override {} // want "OpenHookedProxy._authorizeUpgrade\\(\\) checks no caller: through upgradeTo\\(\\) any caller can replace the code OpenHookedProxy runs"
}

contract OwnedHookedProxy is HookedProxy {
    address private immutable owner = msg.sender;

    function _authorizeUpgrade() internal view override {
        require(msg.sender == owner);
    }
}

contract PlainProxy {
    address internal implementation;

    function upgradeTo(address impl) external {
        implementation = impl;
    }

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}

// Safe here: the implementation is set once, by an initialiser (who may call it first is
// unprotected-initializer's question).
contract InitializedProxy {
    bytes32 private constant SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bool private initialized;

    function initialize(address impl) external {
        require(!initialized);
        initialized = true;
        bytes32 slot = SLOT;
        assembly {
            sstore(slot, impl)
        }
    }
}
