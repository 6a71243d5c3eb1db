// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A seed hashed from block data and handed to a helper that chooses by its bits: the helper sees a number, the
// draw is the caller's.
contract Breeding {
    mapping(uint256 => uint256) public genes;
    mapping(uint256 => uint256) public level;
    uint256 public nextId;

    function _mix(uint256 a, uint256 b, uint256 seed) internal pure returns (uint256 child) {
        for (uint256 i = 0; i < 32; i++) {
            uint256 mask = uint256(0xff) << (i * 8);
            child |= ((seed >> i) & 1) == 0 ? (a & mask) : (b & mask);
        }
    }

    function breed(uint256 x, uint256 y) external returns (uint256 id) {
        uint256 seed = uint256(keccak256(abi.encode(block.prevrandao, block.timestamp, x, y))); // want "Breeding.breed\\(\\) derives a random value from block data .*, which decides a condition of Breeding._mix\\(\\) at line 21"
        id = nextId++;
        genes[id] = _mix(genes[x], genes[y], seed);
    }

    function _levelUp(uint256 id, uint256 tag, uint256 cap) internal {
        require(tag != 0, "tag");
        if (level[id] < cap) {
            level[id] += 1;
        }
        genes[id] ^= tag;
    }

    // Safe: the random tag is only checked and stored; the helper decides by the caller's cap.
    function train(uint256 id, uint256 cap) external {
        uint256 tag = uint256(keccak256(abi.encode(block.prevrandao, id)));
        _levelUp(id, tag, cap);
    }

    // Safe: the caller's own number decides.
    function breedWith(uint256 x, uint256 y, uint256 choice) external returns (uint256 id) {
        id = nextId++;
        genes[id] = _mix(genes[x], genes[y], choice);
    }
}
