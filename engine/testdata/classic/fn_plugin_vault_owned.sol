// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

// Vault forwarding calls to owner-installed plugins by selector, with a one-shot initialiser for clones.
contract OwnedPluginVault {
    address public owner;
    bool private initialized;
    mapping(bytes4 => address) public methods;

    error NotOwner();
    error MethodNotFound();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function init(address _owner) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = _owner;
    }

    function install(bytes4[] calldata selectors, address[] calldata plugins) external onlyOwner {
        require(selectors.length == plugins.length, "length");
        for (uint256 i = 0; i < selectors.length; i++) {
            methods[selectors[i]] = plugins[i];
        }
    }

    function uninstall(bytes4[] calldata selectors) external onlyOwner {
        for (uint256 i = 0; i < selectors.length; i++) {
            delete methods[selectors[i]];
        }
    }

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

    receive() external payable {}
}
