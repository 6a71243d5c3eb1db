pragma solidity ^0.8.20;

// Upgradeable contracts end with a fixed-size array that reserves slots for later versions: never used, by design.
abstract contract OwnableUpgradeable {
    address private _owner;

    function owner() public view returns (address) {
        return _owner;
    }

    function _setOwner(address o) internal {
        _owner = o;
    }

    uint256[49] private __gap;
}

contract Box is OwnableUpgradeable {
    uint256 private _value;
    uint256[10] private _history; // want "Box._history is a private state variable that is never read"
    uint256 private _count;

    function store(uint256 v) external {
        require(msg.sender == owner());
        _value = v;
        _count = 1;
    }

    function retrieve() external view returns (uint256) {
        return _value + _count;
    }

    uint256[48] private __gap;
}

// A fixed-size array declared last but written: not a reservation, and its value is never read.
contract Buffer {
    uint256 public size;
    uint256[4] private slots; // want "Buffer.slots is a private state variable that is never read"

    function put(uint256 i, uint256 v) external {
        slots[i] = v;
        size = i;
    }
}
