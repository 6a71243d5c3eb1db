// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

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

// Judged in the contracts that inherit it: the hook has no body here.
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

// Vulnerable: an empty override.
contract Vault is UUPSUpgradeable {
    address public owner;
    mapping(address => uint256) public balances;

    function initialize() external {
        require(owner == address(0));
        owner = msg.sender;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function _authorizeUpgrade(address) internal override {} // want "Vault._authorizeUpgrade\\(\\) checks no caller: through upgradeToAndCall\\(\\) any caller can replace the code Vault runs"
}

// Safe: the override checks the caller (who may become the owner is unprotected-initializer's question).
contract VaultSafe is UUPSUpgradeable {
    address public owner;

    function initialize() external {
        require(owner == address(0));
        owner = msg.sender;
    }

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == owner);
    }
}

// An open override in an abstract contract, reported once for the two contracts that inherit it.
abstract contract OpenBase is UUPSUpgradeable {
    function _authorizeUpgrade(address) internal virtual override {} // want "OpenBase._authorizeUpgrade\\(\\) checks no caller: through upgradeToAndCall\\(\\) any caller can replace the code First, Second run"
}

contract First is OpenBase {}

contract Second is OpenBase {}

// Safe: the most derived override checks the caller, whatever the base's does.
contract Closed is OpenBase {
    address immutable admin = msg.sender;

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == admin);
    }
}

// A base whose hook checks the caller, and a contract that overrides it with one that does not.
abstract contract GuardedBase is UUPSUpgradeable {
    address internal admin;

    constructor() {
        admin = msg.sender;
    }

    function _authorizeUpgrade(address) internal view virtual override {
        require(msg.sender == admin);
    }
}

contract Guarded is GuardedBase {}

contract Unguarded is GuardedBase {
    function _authorizeUpgrade(address) internal view override {} // want "Unguarded._authorizeUpgrade\\(\\) checks no caller"
}

// Safe: the override keeps the base's check through super.
contract Extended is GuardedBase {
    event Authorized(address implementation);

    function _authorizeUpgrade(address newImplementation) internal override {
        super._authorizeUpgrade(newImplementation);
        emit Authorized(newImplementation);
    }
}

// A hook in front of a delegatecall alone: the caller picks the code run on the contract's storage.
abstract contract Executor {
    function _authorizeExecution() internal virtual;

    function execute(address target, bytes calldata data) external {
        _authorizeExecution();
        (bool ok, ) = target.delegatecall(data);
        require(ok);
    }
}

contract OpenExecutor is Executor {
    function _authorizeExecution() internal override {} // want "OpenExecutor._authorizeExecution\\(\\) checks no caller: through execute\\(\\) any caller can make OpenExecutor delegatecall an address they choose"
}

contract ClosedExecutor is Executor {
    address immutable owner = msg.sender;

    function _authorizeExecution() internal view override {
        if (msg.sender != owner) revert();
    }
}
