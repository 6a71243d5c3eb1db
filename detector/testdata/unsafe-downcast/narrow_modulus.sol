pragma solidity ^0.8.0;

contract RingIndex {
    uint8 public immutable granularity;
    uint256 public periodSize;
    uint256 public slots;

    constructor(uint8 g, uint256 p) {
        granularity = g;
        periodSize = p;
        slots = g;
    }

    // Safe: the remainder of a uint8 modulus fits in a uint8.
    function indexOf(uint256 timestamp) external view returns (uint8) {
        uint256 epoch = timestamp / periodSize;
        return uint8(epoch % granularity);
    }

    // A uint256 modulus bounds nothing.
    function wideIndexOf(uint256 timestamp) external view returns (uint8) {
        return uint8(timestamp % slots); // want "converts timestamp % slots, which the caller chooses, to uint8"
    }
}
