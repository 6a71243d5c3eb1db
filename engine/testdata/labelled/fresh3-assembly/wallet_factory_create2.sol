// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.12;

/// A counterfactual wallet factory: create2 returns zero when the wallet already exists or the init code reverts,
/// and the factory goes on to "initialise" address(0) with a low-level call (which succeeds) and registers it.
contract WalletFactory {
    address public immutable implementation;
    mapping(address => address) public walletOf;
    mapping(address => bool) public isWallet;

    event WalletCreated(address indexed owner, address wallet);

    constructor(address _implementation) {
        implementation = _implementation;
    }

    function _proxyCode() internal view returns (bytes memory) {
        return abi.encodePacked(
            hex"3d602d80600a3d3981f3363d3d373d3d3d363d73",
            implementation,
            hex"5af43d82803e903d91602b57fd5bf3"
        );
    }

    function createWallet(address owner, uint256 salt) external returns (address wallet) {
        bytes memory code = _proxyCode();
        bytes32 s = keccak256(abi.encodePacked(owner, salt));
        assembly {
            // <yes> <report> OTHER
            wallet := create2(0, add(code, 0x20), mload(code), s)
        }
        (bool ok, ) = wallet.call(abi.encodeWithSignature("initialize(address)", owner));
        require(ok, "init failed");
        walletOf[owner] = wallet;
        isWallet[wallet] = true;
        emit WalletCreated(owner, wallet);
    }
}
