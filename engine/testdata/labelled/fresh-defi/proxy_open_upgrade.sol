// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract MinimalUpgradeableProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1);
    bytes32 private constant ADMIN_SLOT = bytes32(uint256(keccak256("eip1967.proxy.admin")) - 1);

    event Upgraded(address indexed implementation);

    constructor(address logic) {
        bytes32 implSlot = IMPLEMENTATION_SLOT;
        bytes32 adminSlot = ADMIN_SLOT;
        address admin = msg.sender;
        assembly {
            sstore(implSlot, logic)
            sstore(adminSlot, admin)
        }
    }

    function admin() public view returns (address a) {
        bytes32 slot = ADMIN_SLOT;
        assembly {
            a := sload(slot)
        }
    }

    function upgradeTo(address newImplementation) external {
        require(newImplementation.code.length > 0, "not a contract");
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            // <yes> <report> ACCESS_CONTROL
            sstore(slot, newImplementation)
        }
        emit Upgraded(newImplementation);
    }

    fallback() external payable {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            let impl := sload(slot)
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    receive() external payable {}
}
