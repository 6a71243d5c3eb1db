pragma solidity ^0.5.0;

// Assembly that stores only touches the storage of its own contract and of those deriving from it.
contract Fees {
    uint256 private feeFrac = 20;
    uint256 private potFrac = 30;

    // Safe: nothing writes the fractions after their initialisers.
    function kept() public view returns (uint256) {
        return 1000 - (feeFrac + potFrac);
    }
}

contract Unrelated {
    function poke(bytes32 slot, uint256 v) public {
        assembly { sstore(slot, v) }
    }
}

contract RawFees {
    uint256 private feeFrac = 20;
    uint256 private potFrac = 30;

    function kept() public view returns (uint256) {
        return 1000 - (feeFrac + potFrac); // want "1000 - \\(feeFrac \\+ potFrac\\) can underflow"
    }
}

// A derived contract's storing assembly runs on the storage RawFees declares.
contract Poker is RawFees {
    function poke(bytes32 slot, uint256 v) public {
        assembly { sstore(slot, v) }
    }
}

// Reading assembly writes nothing.
contract Sized {
    uint256 private base = 10;

    function size(address a) public view returns (uint256 n) {
        assembly { n := extcodesize(a) }
        n = n + (100 - base);
    }
}

// A library's storing assembly runs on the storage of the contracts that call it, through any number of library
// calls: not on every contract's.
library Slots {
    struct UintSlot {
        uint256 value;
    }

    function at(bytes32 slot) internal pure returns (UintSlot storage r) {
        assembly { r.slot := slot }
    }

    function put(bytes32 slot, uint256 v) internal {
        at(slot).value = v;
    }
}

contract LibraryFees {
    uint256 private feeFrac = 20;
    uint256 private potFrac = 30;

    function poke(bytes32 slot, uint256 v) public {
        Slots.put(slot, v);
    }

    function kept() public view returns (uint256) {
        return 1000 - (feeFrac + potFrac); // want "1000 - \\(feeFrac \\+ potFrac\\) can underflow"
    }
}

// Safe: it never calls the library.
contract PlainFees {
    uint256 private feeFrac = 20;
    uint256 private potFrac = 30;

    function kept() public view returns (uint256) {
        return 1000 - (feeFrac + potFrac);
    }
}
