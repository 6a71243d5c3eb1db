pragma solidity ^0.8.0;

library Codes {
    uint256 internal constant GENERIC = 0x00;
    uint256 private constant HIDDEN = 0x01; // want "Codes.HIDDEN is a private state variable that is never read"
}

contract Scoped {
    uint256[] private items;

    function twoLoops(uint256[] calldata xs) external {
        for (uint256 i = 0; i < xs.length; ++i) {
            items.push(xs[i]);
        }
        for (uint256 i = 0; i < xs.length; ++i) {
            items.push(xs[i] + 1);
        }
    }

    function twoBlocks(bool up, uint256 x) external returns (uint256) {
        if (up) {
            uint256 v = x + 1;
            return v;
        } else {
            uint256 v = x - 1; // want "assigns the local variable v but never reads it"
        }
        return items.length + Codes.GENERIC;
    }
}

contract Pointers {
    struct Item {
        uint256 count;
        mapping(bytes32 => uint256) slots;
    }

    mapping(uint256 => Item) private items;

    // Safe: writes through storage references are uses.
    function reset(uint256 id, bytes32 key) external {
        Item storage it = items[id];
        it.count = 0;
        clear(items[id], key);
    }

    function clear(Item storage self, bytes32 key) internal {
        delete self.slots[key];
    }

    // A memory copy written and dropped is unused.
    function copy(uint256 id) external view {
        uint256[] memory tmp = new uint256[](1); // want "assigns the local variable tmp but never reads it"
        tmp[0] = items[id].count;
    }
}
