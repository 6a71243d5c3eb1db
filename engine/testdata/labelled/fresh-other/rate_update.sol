// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

contract InterestModel {
    struct Rate {
        uint64 base;
        uint64 slope;
        uint64 updatedAt;
    }

    Rate[] public rates;
    address public governor;

    constructor(address _governor) {
        governor = _governor;
        rates.push(Rate(2e16, 1e17, uint64(block.timestamp)));
    }

    function setSlope(uint256 index, uint64 slope) external {
        require(msg.sender == governor, "governor");
        // <yes> <report> OTHER
        Rate memory r = rates[index];
        r.slope = slope;
        r.updatedAt = uint64(block.timestamp);
    }

    function rateAt(uint256 index, uint256 utilisation) external view returns (uint256) {
        Rate memory r = rates[index];
        return r.base + r.slope * utilisation / 1e18;
    }
}
