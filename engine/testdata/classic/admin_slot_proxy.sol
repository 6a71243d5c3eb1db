// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A transparent proxy: implementation and admin live in EIP-1967 slots, only the admin may upgrade, and the admin
/// never falls through to the implementation.
contract SlotTransparentProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    constructor(address logic, address admin_, bytes memory data) payable {
        _setImplementation(logic);
        assembly {
            sstore(ADMIN_SLOT, admin_)
        }
        if (data.length > 0) {
            (bool ok, ) = logic.delegatecall(data);
            require(ok, "init failed");
        }
    }

    function _admin() internal view returns (address a) {
        assembly {
            a := sload(ADMIN_SLOT)
        }
    }

    function _implementation() internal view returns (address impl) {
        assembly {
            impl := sload(IMPLEMENTATION_SLOT)
        }
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "not a contract");
        assembly {
            sstore(IMPLEMENTATION_SLOT, newImplementation)
        }
    }

    modifier ifAdmin() {
        if (msg.sender == _admin()) {
            _;
        } else {
            _fallback();
        }
    }

    function upgradeTo(address newImplementation) external ifAdmin {
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
    }

    function changeAdmin(address newAdmin) external ifAdmin {
        require(newAdmin != address(0), "zero admin");
        emit AdminChanged(_admin(), newAdmin);
        assembly {
            sstore(ADMIN_SLOT, newAdmin)
        }
    }

    function _fallback() internal {
        address impl = _implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    fallback() external payable {
        require(msg.sender != _admin(), "admin cannot fallback");
        _fallback();
    }

    receive() external payable {
        _fallback();
    }
}
