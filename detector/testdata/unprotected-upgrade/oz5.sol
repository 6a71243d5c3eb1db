// SPDX-License-Identifier: MIT
pragma solidity ^0.8.22;

// The shape of OpenZeppelin 5's UUPS upgrades, without imports: the upgrade function lives in an abstract base,
// and only the override of _authorizeUpgrade that a deployable contract ends up with decides who may upgrade.

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

library Address {
    error FailedCall();

    function functionDelegateCall(address target, bytes memory data) internal returns (bytes memory) {
        (bool success, bytes memory returndata) = target.delegatecall(data);
        if (!success) {
            revert FailedCall();
        }
        return returndata;
    }
}

interface IERC1822Proxiable {
    function proxiableUUID() external view returns (bytes32);
}

library ERC1967Utils {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    event Upgraded(address indexed implementation);

    error ERC1967InvalidImplementation(address implementation);
    error ERC1967NonPayable();

    function getImplementation() internal view returns (address) {
        return StorageSlot.getAddressSlot(IMPLEMENTATION_SLOT).value;
    }

    function _setImplementation(address newImplementation) private {
        if (newImplementation.code.length == 0) {
            revert ERC1967InvalidImplementation(newImplementation);
        }
        StorageSlot.getAddressSlot(IMPLEMENTATION_SLOT).value = newImplementation;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) internal {
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
        if (data.length > 0) {
            Address.functionDelegateCall(newImplementation, data);
        } else if (msg.value > 0) {
            revert ERC1967NonPayable();
        }
    }
}

abstract contract UUPSUpgradeable is IERC1822Proxiable {
    address private immutable __self = address(this);

    error UUPSUnauthorizedCallContext();
    error UUPSUnsupportedProxiableUUID(bytes32 slot);

    modifier onlyProxy() {
        _checkProxy();
        _;
    }

    modifier notDelegated() {
        _checkNotDelegated();
        _;
    }

    function proxiableUUID() external view notDelegated returns (bytes32) {
        return ERC1967Utils.IMPLEMENTATION_SLOT;
    }

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual onlyProxy {
        _authorizeUpgrade(newImplementation);
        _upgradeToAndCallUUPS(newImplementation, data);
    }

    function _checkProxy() internal view virtual {
        if (address(this) == __self || ERC1967Utils.getImplementation() != __self) {
            revert UUPSUnauthorizedCallContext();
        }
    }

    function _checkNotDelegated() internal view virtual {
        if (address(this) != __self) {
            revert UUPSUnauthorizedCallContext();
        }
    }

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function _upgradeToAndCallUUPS(address newImplementation, bytes memory data) private {
        try IERC1822Proxiable(newImplementation).proxiableUUID() returns (bytes32 slot) {
            if (slot != ERC1967Utils.IMPLEMENTATION_SLOT) {
                revert UUPSUnsupportedProxiableUUID(slot);
            }
            ERC1967Utils.upgradeToAndCall(newImplementation, data);
        } catch {
            revert ERC1967Utils.ERC1967InvalidImplementation(newImplementation);
        }
    }
}

abstract contract Ownable {
    address private _owner;

    error OwnableUnauthorizedAccount(address account);

    constructor(address initialOwner) {
        _owner = initialOwner;
    }

    modifier onlyOwner() {
        _checkOwner();
        _;
    }

    function owner() public view virtual returns (address) {
        return _owner;
    }

    function _checkOwner() internal view virtual {
        if (owner() != msg.sender) {
            revert OwnableUnauthorizedAccount(msg.sender);
        }
    }
}

contract Counter {
    uint256 internal count;

    function increment() external {
        ++count;
    }
}

// Vulnerable: the override checks nothing, and onlyProxy only checks how the code is reached, not who calls.
contract OpenCounter is Counter, UUPSUpgradeable {
    function _authorizeUpgrade(address) internal override {} // want "OpenCounter._authorizeUpgrade\\(\\) checks no caller: through upgradeToAndCall\\(\\) any caller can replace the code OpenCounter runs"
}

// Safe: only the owner may upgrade.
contract OwnedCounter is Counter, Ownable, UUPSUpgradeable {
    constructor() Ownable(msg.sender) {}

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

// Safe: the check is written out in the override.
contract CheckedCounter is Counter, Ownable, UUPSUpgradeable {
    constructor() Ownable(msg.sender) {}

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == owner(), "not owner");
    }
}

// Vulnerable: the upgrade function is overridden without calling the hook at all.
contract SkippedHook is OwnedCounter {
    function upgradeToAndCall(address newImplementation, bytes memory data) public payable override {
        ERC1967Utils.upgradeToAndCall(newImplementation, data); // want "SkippedHook.upgradeToAndCall\\(\\) stores the implementation address with no access check: any caller can replace the code SkippedHook runs"
    }
}

// Safe: the proxy itself sets its implementation only in its constructor.
contract ERC1967Proxy {
    constructor(address implementation, bytes memory data) payable {
        ERC1967Utils.upgradeToAndCall(implementation, data);
    }

    fallback() external payable {
        address impl = ERC1967Utils.getImplementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

// The transparent proxy's shape: the fallback is inherited, the override of _fallback upgrades.
abstract contract Proxy {
    function _delegate(address implementation) internal virtual {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    function _implementation() internal view virtual returns (address);

    function _fallback() internal virtual {
        _delegate(_implementation());
    }

    fallback() external payable virtual {
        _fallback();
    }
}

// Safe: only the admin fixed at deployment reaches the upgrade.
contract TransparentProxy is Proxy {
    address private immutable _admin = msg.sender;

    function _implementation() internal view override returns (address) {
        return ERC1967Utils.getImplementation();
    }

    function _fallback() internal override {
        if (msg.sender == _admin) {
            (address newImplementation, bytes memory data) = abi.decode(msg.data[4:], (address, bytes));
            ERC1967Utils.upgradeToAndCall(newImplementation, data);
        } else {
            super._fallback();
        }
    }
}

// Vulnerable: the selector alone decides, any caller upgrades.
contract SelectorProxy is Proxy {
    function _implementation() internal view override returns (address) {
        return ERC1967Utils.getImplementation();
    }

    function _fallback() internal override {
        if (msg.sig == UUPSUpgradeable.upgradeToAndCall.selector) {
            (address newImplementation, bytes memory data) = abi.decode(msg.data[4:], (address, bytes));
            ERC1967Utils.upgradeToAndCall(newImplementation, data); // want "SelectorProxy._fallback\\(\\) stores the implementation address with no access check: any caller can replace the code SelectorProxy runs through fallback\\(\\)"
        } else {
            super._fallback();
        }
    }
}
