// SPDX-License-Identifier: MIT
// A hand-rolled proxy whose upgradeTo forgot the admin check: anyone points it at their own code.
pragma solidity ^0.8.19;

contract UpgradeableProxy {
    address public implementation;
    address public admin;

    constructor(address impl) {
        implementation = impl;
        admin = msg.sender;
    }

    // <yes> <report> ACCESS_CONTROL
    function upgradeTo(address newImplementation) external {
        implementation = newImplementation;
    }

    function changeAdmin(address newAdmin) external {
        require(msg.sender == admin, "admin");
        admin = newAdmin;
    }

    fallback() external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}
