// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract RevealedDraw {
    bytes32 public commit;
    uint8 public winning;
    uint64 public stake;

    // A revealed seed's low byte: raw bits read as a number and cut on purpose.
    function reveal(bytes32 seed) external {
        require(keccak256(abi.encodePacked(seed)) == commit, "seed");
        winning = uint8(uint256(seed));
    }

    // An amount the caller passes, cut to 64 bits: larger values are silently truncated.
    function deposit(uint256 amount) external {
        stake = uint64(amount); // want "RevealedDraw.deposit\\(\\) converts amount"
    }
}
