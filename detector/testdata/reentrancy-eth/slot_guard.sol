pragma solidity ^0.8.24;

// A reentrancy guard kept in a storage slot reached through StorageSlot-style and TransientSlot-style helpers
// (OpenZeppelin 5's ReentrancyGuard and ReentrancyGuardTransient), not in a declared variable.
library StorageSlot {
    struct Uint256Slot {
        uint256 value;
    }

    function getUint256Slot(bytes32 slot) internal pure returns (Uint256Slot storage r) {
        assembly {
            r.slot := slot
        }
    }
}

library TransientSlot {
    type BooleanSlot is bytes32;

    function asBoolean(bytes32 slot) internal pure returns (BooleanSlot) {
        return BooleanSlot.wrap(slot);
    }

    function tload(BooleanSlot slot) internal view returns (bool value) {
        assembly {
            value := tload(slot)
        }
    }

    function tstore(BooleanSlot slot, bool value) internal {
        assembly {
            tstore(slot, value)
        }
    }
}

abstract contract SlotGuard {
    using StorageSlot for bytes32;

    bytes32 private constant GUARD = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    error Reentrant();

    modifier nonReentrant() {
        _before();
        _;
        _after();
    }

    function _before() private {
        if (_entered()) {
            revert Reentrant();
        }
        GUARD.getUint256Slot().value = 2;
    }

    function _after() private {
        GUARD.getUint256Slot().value = 1;
    }

    function _entered() internal view returns (bool) {
        return GUARD.getUint256Slot().value == 2;
    }
}

abstract contract TransientGuard {
    using TransientSlot for *;

    bytes32 private constant GUARD = 0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    error Reentrant();

    modifier nonReentrant() {
        if (GUARD.asBoolean().tload()) {
            revert Reentrant();
        }
        GUARD.asBoolean().tstore(true);
        _;
        GUARD.asBoolean().tstore(false);
    }
}

// Safe: the guard's slot is checked and set before the call.
contract SlotBank is SlotGuard {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external nonReentrant {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}("");
        require(ok);
        balances[msg.sender] = 0;
    }
}

// Safe: likewise in transient storage.
contract TransientBank is TransientGuard {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external nonReentrant {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}("");
        require(ok);
        balances[msg.sender] = 0;
    }
}

// The same bank without the guard.
contract OpenBank is SlotGuard {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}(""); // want "OpenBank.withdraw\\(\\) sends ether to msg.sender before it writes balances\\[msg.sender\\]"
        require(ok);
        balances[msg.sender] = 0;
    }
}
