// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Counterfactual account factory: wallets show users their account address before it is deployed, users fund it,
/// and the first transaction deploys it. The CREATE2 salt is the caller's salt alone and the owner is written
/// afterwards, so whoever deploys first with that salt owns the address and the funds already sent to it.
contract FactoryAccount {
    address public owner;
    bool private initialized;

    function initialize(address owner_) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = owner_;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "not owner");
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }
}

contract AccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    function createAccount(address owner, uint256 salt) external returns (FactoryAccount account) {
        address predicted = getAddress(salt);
        if (predicted.code.length > 0) {
            return FactoryAccount(payable(predicted));
        }
        // <yes> <report> FRONT_RUNNING
        account = new FactoryAccount{salt: bytes32(salt)}();
        account.initialize(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    function getAddress(uint256 salt) public view returns (address) {
        bytes32 hash = keccak256(
            abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), keccak256(type(FactoryAccount).creationCode))
        );
        return address(uint160(uint256(hash)));
    }
}
