// SPDX-License-Identifier: MIT
pragma solidity ^0.6.0;

contract RateOracle {
    address public admin;
    uint256 public rate;
    uint256 public updatedAt;

    event AdminChanged(address previous, address next);

    constructor(uint256 initialRate) public {
        admin = msg.sender;
        rate = initialRate;
        updatedAt = block.timestamp;
    }

    function pushRate(uint256 newRate) external {
        require(msg.sender == admin, "admin");
        rate = newRate;
        updatedAt = block.timestamp;
    }

    function changeAdmin(address newAdmin) external {
        require(newAdmin != address(0), "zero");
        emit AdminChanged(admin, newAdmin);
        // <yes> <report> ACCESS_CONTROL
        admin = newAdmin;
    }
}
