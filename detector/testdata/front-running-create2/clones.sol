// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

library Clones {
    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create2(0, ptr, 0x37, salt)
        }
        require(instance != address(0), "ERC1167: create2 failed");
    }
}

interface IWallet {
    function initialize(address owner) external;
}

contract CloneWalletFactory {
    using Clones for address;

    address public implementation;

    // Vulnerable: the clone's address depends on the salt alone, the owner is set afterwards.
    function create(bytes32 salt, address owner) external returns (address wallet) {
        wallet = Clones.cloneDeterministic(implementation, salt); // want "CloneWalletFactory.create\\(\\) deploys with CREATE2 from a salt the caller picks, then sets the new contract up with owner"
        IWallet(wallet).initialize(owner);
    }

    // Vulnerable: the same through using-for.
    function createFor(bytes32 salt, address owner) external returns (address wallet) {
        wallet = implementation.cloneDeterministic(salt); // want "CloneWalletFactory.createFor\\(\\) deploys with CREATE2"
        IWallet(wallet).initialize(owner);
    }

    // Safe: the owner is part of the salt.
    function createBound(bytes32 salt, address owner) external returns (address wallet) {
        wallet = Clones.cloneDeterministic(implementation, keccak256(abi.encode(owner, salt)));
        IWallet(wallet).initialize(owner);
    }
}
