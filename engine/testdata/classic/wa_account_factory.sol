// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

/// Counterfactual accounts as minimal proxies: the CREATE2 salt binds the owner, the clone is initialised in the
/// same transaction, and the implementation locks its own initializer in the constructor.
contract ProxyAccount {
    address public owner;
    uint8 private _initialized;

    event Initialized(address indexed owner);

    constructor() {
        _initialized = type(uint8).max;
    }

    function initialize(address owner_) external {
        require(_initialized == 0, "already initialized");
        _initialized = 1;
        owner = owner_;
        emit Initialized(owner_);
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "not owner");
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }
}

library Clones {
    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create2(0, 0x09, 0x37, salt)
        }
        require(instance != address(0), "ERC1167: create2 failed");
    }

    function predictDeterministicAddress(address implementation, bytes32 salt, address deployer)
        internal
        pure
        returns (address predicted)
    {
        assembly {
            let ptr := mload(0x40)
            mstore(add(ptr, 0x38), deployer)
            mstore(add(ptr, 0x24), 0x5af43d82803e903d91602b57fd5bf3ff)
            mstore(add(ptr, 0x14), implementation)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73)
            mstore(add(ptr, 0x58), salt)
            mstore(add(ptr, 0x78), keccak256(add(ptr, 0x0c), 0x37))
            predicted := keccak256(add(ptr, 0x43), 0x55)
        }
    }
}

contract ProxyAccountFactory {
    address public immutable accountImplementation;

    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    constructor() {
        accountImplementation = address(new ProxyAccount());
    }

    function createAccount(address owner, uint256 salt) external returns (ProxyAccount account) {
        bytes32 boundSalt = keccak256(abi.encode(owner, salt));
        address predicted = Clones.predictDeterministicAddress(accountImplementation, boundSalt, address(this));
        if (predicted.code.length > 0) {
            return ProxyAccount(payable(predicted));
        }
        account = ProxyAccount(payable(Clones.cloneDeterministic(accountImplementation, boundSalt)));
        account.initialize(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    function getAddress(address owner, uint256 salt) external view returns (address) {
        return Clones.predictDeterministicAddress(accountImplementation, keccak256(abi.encode(owner, salt)), address(this));
    }
}
