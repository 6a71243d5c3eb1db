// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Time counted in long periods is a schedule, reported low; the same clock modulo a few seconds is a draw.
contract Schedule {
    uint256 public constant PERIOD = 1 weeks;
    uint256 public lastRebase;
    uint256[65535] public observations;
    mapping(address => uint256) public prize;

    function claimWindow() external view returns (bool) {
        return block.timestamp % PERIOD < 1 days; // a view: nothing is decided here
    }

    function observe(uint256 price) external {
        uint16 slot = uint16((block.timestamp / 15 minutes) % 65535); // want "derives a random value from block data"
        observations[slot] = price;
    }

    function play() external payable {
        if (block.timestamp % 7 == 3) { // want "decides the outcome of a condition: block.timestamp % 7 == 3"
            prize[msg.sender] += msg.value * 5;
        }
    }
}
