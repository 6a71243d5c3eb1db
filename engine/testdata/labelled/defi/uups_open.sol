// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
library StorageSlot {
    struct AddressSlot { address value; }
    function getAddressSlot(bytes32 slot) internal pure returns (AddressSlot storage r) { assembly { r.slot := slot } }
}
abstract contract UUPSUpgradeable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    function _authorizeUpgrade(address newImplementation) internal virtual;
    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual {
        _authorizeUpgrade(newImplementation);
        StorageSlot.getAddressSlot(_IMPLEMENTATION_SLOT).value = newImplementation;
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok);
        }
    }
}
contract Vault is UUPSUpgradeable {
    address public owner;
    mapping(address => uint256) public balances;
    function initialize() external {
        require(owner == address(0));
        owner = msg.sender;
    }
    function deposit() external payable { balances[msg.sender] += msg.value; }
    // <yes> <report> ACCESS_CONTROL
    function _authorizeUpgrade(address) internal override {}
}
