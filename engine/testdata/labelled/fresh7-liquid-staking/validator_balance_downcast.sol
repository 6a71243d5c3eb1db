// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

/// Per-operator accounting of a staking router: balances are packed into one slot per module.
contract StakingModuleAccounting {
    struct ModuleState {
        uint128 depositedEther;
        uint64 exitedValidators;
        uint64 lastUpdate;
    }

    address public router;
    mapping(uint256 => ModuleState) public modules;

    constructor() {
        router = msg.sender;
    }

    function onDeposit(uint256 moduleId, uint256 depositsValue) external payable {
        require(msg.sender == router, "ROUTER");
        require(msg.value == depositsValue, "VALUE");
        ModuleState storage m = modules[moduleId];
        // <yes> <report> ARITHMETIC
        m.depositedEther = uint128(uint256(m.depositedEther) + depositsValue);
        m.lastUpdate = uint64(block.timestamp);
    }

    function onExit(uint256 moduleId, uint256 exitedCount) external {
        require(msg.sender == router, "ROUTER");
        // <yes> <report> ARITHMETIC
        modules[moduleId].exitedValidators = uint64(exitedCount);
    }
}
