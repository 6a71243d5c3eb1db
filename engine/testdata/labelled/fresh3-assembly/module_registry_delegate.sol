// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

/// A modular account: modules run by delegatecall in the account's storage, and the module table is written by
/// a function whose only check is that the module is not yet registered.
contract ModularAccount {
    address public owner;
    uint256 public nonce;
    mapping(bytes4 => address) public moduleFor;

    event ModuleInstalled(bytes4 selector, address module);

    constructor(address _owner) {
        owner = _owner;
    }

    function installModule(bytes4 selector, address module) external {
        require(moduleFor[selector] == address(0), "installed");
        // <yes> <report> ACCESS_CONTROL
        moduleFor[selector] = module;
        emit ModuleInstalled(selector, module);
    }

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "owner");
        nonce++;
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call failed");
    }

    fallback() external payable {
        address module = moduleFor[msg.sig];
        require(module != address(0), "no module");
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), module, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }

    receive() external payable {}
}
