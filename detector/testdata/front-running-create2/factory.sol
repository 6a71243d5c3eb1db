// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract Wallet {
    address public owner;
    bool private initialized;

    constructor() {}

    function initialize(address owner_) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = owner_;
    }
}

contract OwnedWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }
}

// Vulnerable: the address depends on the salt alone; the owner is set after deployment.
contract LooseFactory {
    function create(address owner, uint256 salt) external returns (Wallet w) {
        w = new Wallet{salt: bytes32(salt)}(); // want "LooseFactory.create\\(\\) deploys with CREATE2 from a salt the caller picks, then sets the new contract up with owner"
        w.initialize(owner);
    }

    function createLocal(address owner, bytes32 salt) external returns (address) {
        Wallet w = new Wallet{salt: salt}(); // want "LooseFactory.createLocal\\(\\) deploys with CREATE2"
        Wallet(address(w)).initialize(owner);
        return address(w);
    }
}

// Safe: the salt binds the owner, the owner is a constructor argument, the caller is the owner, or only the
// factory's owner deploys.
contract BoundFactory {
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function create(address owner, uint256 salt) external returns (Wallet w) {
        w = new Wallet{salt: keccak256(abi.encode(owner, salt))}();
        w.initialize(owner);
    }

    function createWithOwner(address owner, bytes32 salt) external returns (OwnedWallet w) {
        w = new OwnedWallet{salt: salt}(owner);
    }

    function createMine(bytes32 salt) external returns (Wallet w) {
        w = new Wallet{salt: keccak256(abi.encode(msg.sender, salt))}();
        w.initialize(msg.sender);
    }

    function createFor(address owner, bytes32 salt) external returns (Wallet w) {
        require(msg.sender == admin, "admin");
        w = new Wallet{salt: salt}();
        w.initialize(owner);
    }
}
