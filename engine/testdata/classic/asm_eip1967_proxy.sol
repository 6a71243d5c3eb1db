// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An EIP-1967 transparent proxy: implementation and admin in hashed slots, the admin alone upgrades, and every
/// other call is forwarded by delegatecall to the stored implementation.
contract TransparentProxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 internal constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    constructor(address implementation_, address admin_, bytes memory data) payable {
        _setImplementation(implementation_);
        _setAdmin(admin_);
        if (data.length > 0) {
            (bool ok, bytes memory ret) = implementation_.delegatecall(data);
            if (!ok) {
                assembly {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
    }

    function _implementation() internal view returns (address impl) {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            impl := sload(slot)
        }
    }

    function _admin() internal view returns (address adm) {
        bytes32 slot = ADMIN_SLOT;
        assembly {
            adm := sload(slot)
        }
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "not a contract");
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, newImplementation)
        }
        emit Upgraded(newImplementation);
    }

    function _setAdmin(address newAdmin) private {
        require(newAdmin != address(0), "zero admin");
        emit AdminChanged(_admin(), newAdmin);
        bytes32 slot = ADMIN_SLOT;
        assembly {
            sstore(slot, newAdmin)
        }
    }

    function _fallback() internal {
        if (msg.sender == _admin()) {
            bytes4 sel = msg.sig;
            if (sel == this.upgradeTo.selector) {
                address newImplementation = abi.decode(msg.data[4:], (address));
                _setImplementation(newImplementation);
                return;
            } else if (sel == this.changeAdmin.selector) {
                address newAdmin = abi.decode(msg.data[4:], (address));
                _setAdmin(newAdmin);
                return;
            }
            revert("admin cannot fallback");
        }
        _delegate(_implementation());
    }

    function upgradeTo(address) external {
        _fallback();
    }

    function changeAdmin(address) external {
        _fallback();
    }

    function _delegate(address impl) internal {
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
        _fallback();
    }

    receive() external payable {
        _fallback();
    }
}
