// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IBeacon {
    function implementation() external view returns (address);
}

abstract contract Ownable {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        _transferOwnership(initialOwner);
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        _transferOwnership(newOwner);
    }

    function _transferOwnership(address newOwner) internal {
        address oldOwner = _owner;
        _owner = newOwner;
        emit OwnershipTransferred(oldOwner, newOwner);
    }
}

contract UpgradeableBeacon is IBeacon, Ownable {
    address private _implementation;

    event Upgraded(address indexed implementation);

    constructor(address implementation_, address initialOwner) Ownable(initialOwner) {
        _setImplementation(implementation_);
    }

    function implementation() public view override returns (address) {
        return _implementation;
    }

    function upgradeTo(address newImplementation) public onlyOwner {
        _setImplementation(newImplementation);
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "UpgradeableBeacon: implementation is not a contract");
        _implementation = newImplementation;
        emit Upgraded(newImplementation);
    }
}

contract BeaconProxy {
    bytes32 internal constant BEACON_SLOT = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    event BeaconUpgraded(address indexed beacon);

    constructor(address beacon, bytes memory data) payable {
        require(beacon.code.length > 0, "BeaconProxy: beacon is not a contract");
        address impl = IBeacon(beacon).implementation();
        require(impl.code.length > 0, "BeaconProxy: implementation is not a contract");
        bytes32 slot = BEACON_SLOT;
        assembly {
            sstore(slot, beacon)
        }
        emit BeaconUpgraded(beacon);
        if (data.length > 0) {
            (bool success, bytes memory ret) = impl.delegatecall(data);
            if (!success) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }

    function _implementation() internal view returns (address impl) {
        bytes32 slot = BEACON_SLOT;
        address beacon;
        assembly {
            beacon := sload(slot)
        }
        impl = IBeacon(beacon).implementation();
    }

    fallback() external payable {
        address impl = _implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    receive() external payable {}
}

contract VaultLogic {
    address public owner;
    uint8 private _initialized;
    mapping(address => uint256) public balances;

    constructor() {
        _initialized = type(uint8).max;
    }

    function initialize(address owner_) external {
        require(_initialized == 0, "VaultLogic: initialized");
        _initialized = 1;
        owner = owner_;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "VaultLogic: balance");
        balances[msg.sender] -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "VaultLogic: transfer failed");
    }
}
