// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Energy system: each action spends energy that refills over time. Gas-optimised with unchecked blocks.
contract EnergyMeter {
    uint256 public constant MAX_ENERGY = 100;
    uint256 public constant REFILL_SECONDS = 6 minutes;

    struct Meter {
        uint128 energy;
        uint128 lastUpdate;
    }

    mapping(address => Meter) public meters;
    mapping(address => uint256) public xp;

    function currentEnergy(address player) public view returns (uint256) {
        Meter memory m = meters[player];
        uint256 refill = (block.timestamp - m.lastUpdate) / REFILL_SECONDS;
        uint256 e = m.energy + refill;
        return e > MAX_ENERGY ? MAX_ENERGY : e;
    }

    function register() external {
        require(meters[msg.sender].lastUpdate == 0, "registered");
        meters[msg.sender] = Meter(uint128(MAX_ENERGY), uint128(block.timestamp));
    }

    function adventure(uint256 cost) external {
        uint256 e = currentEnergy(msg.sender);
        unchecked {
            // <yes> <report> ARITHMETIC
            meters[msg.sender].energy = uint128(e - cost);
            meters[msg.sender].lastUpdate = uint128(block.timestamp);
            xp[msg.sender] += cost * 3;
        }
    }
}
