// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IBeacon {
    function implementation() external view returns (address);
}

library Address {
    function isContract(address account) internal view returns (bool) {
        uint256 size;
        assembly {
            size := extcodesize(account)
        }
        return size > 0;
    }
}

contract UpgradeableBeacon is IBeacon {
    address private _implementation;
    address public owner;

    event Upgraded(address indexed implementation);

    constructor(address implementation_) public {
        owner = msg.sender;
        _setImplementation(implementation_);
    }

    function implementation() public view override returns (address) {
        return _implementation;
    }

    function upgradeTo(address newImplementation) public {
        require(msg.sender == owner, "UpgradeableBeacon: caller is not the owner");
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
    }

    function _setImplementation(address newImplementation) private {
        require(Address.isContract(newImplementation), "UpgradeableBeacon: implementation is not a contract");
        _implementation = newImplementation;
    }
}

// A beacon proxy of the 2020 era that lets its beacon be swapped and a setup call run through the new
// implementation. The switch was meant for the proxy's admin, but it checks no caller: anyone points the proxy
// at a beacon of their own and runs arbitrary code in the proxy's storage and balance.
contract BeaconProxy {
    bytes32 private constant _BEACON_SLOT = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    constructor(address beacon, bytes memory data) public payable {
        _setBeacon(beacon);
        if (data.length > 0) {
            (bool success, ) = IBeacon(beacon).implementation().delegatecall(data);
            require(success, "BeaconProxy: constructor call failed");
        }
    }

    function upgradeBeaconToAndCall(address newBeacon, bytes calldata data) external payable {
        _setBeacon(newBeacon);
        if (data.length > 0) {
            // <yes> <report> ACCESS_CONTROL
            (bool success, ) = IBeacon(newBeacon).implementation().delegatecall(data);
            require(success, "BeaconProxy: upgrade call failed");
        }
    }

    function _beacon() internal view returns (address beacon) {
        bytes32 slot = _BEACON_SLOT;
        assembly {
            beacon := sload(slot)
        }
    }

    function _setBeacon(address beacon) private {
        require(Address.isContract(beacon), "BeaconProxy: beacon is not a contract");
        require(Address.isContract(IBeacon(beacon).implementation()), "BeaconProxy: beacon implementation is not a contract");
        bytes32 slot = _BEACON_SLOT;
        assembly {
            sstore(slot, beacon)
        }
    }

    fallback() external payable {
        address impl = IBeacon(_beacon()).implementation();
        assembly {
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
