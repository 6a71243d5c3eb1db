pragma solidity ^0.8.0;

contract Slots {
    bytes32 private constant IMPL = keccak256("impl");
    address public owner;

    function store(uint256 slot, uint256 value) external {
        assembly {
            sstore(slot, value) // want "Slots.store\\(\\) lets any caller choose the storage slot of sstore\\(slot, value\\)"
        }
    }

    function storeFromCalldata() external {
        assembly {
            let s := calldataload(4)
            sstore(s, 1) // want "lets any caller choose the storage slot"
        }
    }

    // Safe: a fixed slot.
    function setImpl(address a) external {
        require(msg.sender == owner);
        bytes32 s = IMPL;
        assembly {
            sstore(s, a)
        }
    }

    // Safe: guarded.
    function adminStore(uint256 slot, uint256 value) external {
        require(msg.sender == owner);
        assembly {
            sstore(slot, value)
        }
    }

    // Safe: the value, not the slot, comes from the caller.
    function setValue(uint256 value) external {
        assembly {
            sstore(7, value)
        }
    }
}
