// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// OpenZeppelin 5.1's TransientSlot and ReentrancyGuardTransient: the lock lives in transient storage (EIP-1153),
/// read with tload and written with tstore, cleared at the end of the call.
library TransientSlot {
    type BooleanSlot is bytes32;

    function asBoolean(bytes32 slot) internal pure returns (BooleanSlot) {
        return BooleanSlot.wrap(slot);
    }

    function tload(BooleanSlot slot) internal view returns (bool value) {
        assembly ("memory-safe") {
            value := tload(slot)
        }
    }

    function tstore(BooleanSlot slot, bool value) internal {
        assembly ("memory-safe") {
            tstore(slot, value)
        }
    }
}

abstract contract ReentrancyGuardTransient {
    using TransientSlot for *;

    // keccak256(abi.encode(uint256(keccak256("openzeppelin.storage.ReentrancyGuard")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant REENTRANCY_GUARD_STORAGE =
        0x9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00;

    error ReentrancyGuardReentrantCall();

    modifier nonReentrant() {
        _nonReentrantBefore();
        _;
        _nonReentrantAfter();
    }

    function _nonReentrantBefore() private {
        if (_reentrancyGuardEntered()) {
            revert ReentrancyGuardReentrantCall();
        }
        REENTRANCY_GUARD_STORAGE.asBoolean().tstore(true);
    }

    function _nonReentrantAfter() private {
        REENTRANCY_GUARD_STORAGE.asBoolean().tstore(false);
    }

    function _reentrancyGuardEntered() internal view returns (bool) {
        return REENTRANCY_GUARD_STORAGE.asBoolean().tload();
    }
}

/// An ether vault paying before it debits (the order many codebases keep), safe behind the transient lock that
/// every balance-changing function carries.
contract TransientGuardVault is ReentrancyGuardTransient {
    mapping(address => uint256) public balances;

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    error Insufficient();
    error TransferFailed();

    function deposit() external payable nonReentrant {
        balances[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external nonReentrant {
        if (balances[msg.sender] < amount) revert Insufficient();
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed();
        balances[msg.sender] -= amount;
        emit Withdrawn(msg.sender, amount);
    }

    function transfer(address to, uint256 amount) external nonReentrant {
        if (balances[msg.sender] < amount) revert Insufficient();
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}

// Safe code in the style of widely used contracts (OpenZeppelin 5.1 transient guard): held to no finding above low.
