// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

// Minimal vault that holds fractionalised assets and forwards calls to plugins by selector. Plugins run
// in the vault's context, so only the vault's owner may install them.
contract PluginVault {
    address public owner;
    uint256 public nonce;
    mapping(bytes4 => address) public methods;

    event InstallPlugin(bytes4[] selectors, address[] plugins);
    event TransferOwnership(address indexed oldOwner, address indexed newOwner);

    error NotOwner(address owner, address caller);
    error MethodNotFound();

    constructor() {
        owner = msg.sender;
    }

    function transferOwnership(address newOwner) external {
        if (owner != msg.sender) revert NotOwner(owner, msg.sender);
        owner = newOwner;
        emit TransferOwnership(msg.sender, newOwner);
    }

    function install(bytes4[] calldata selectors, address[] calldata plugins) external {
        require(selectors.length == plugins.length, "length");
        for (uint256 i = 0; i < selectors.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            methods[selectors[i]] = plugins[i];
        }
        emit InstallPlugin(selectors, plugins);
    }

    receive() external payable {}

    fallback() external payable {
        address plugin = methods[msg.sig];
        if (plugin == address(0)) revert MethodNotFound();
        (bool ok, bytes memory ret) = plugin.delegatecall(msg.data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        assembly {
            return(add(ret, 32), mload(ret))
        }
    }
}
