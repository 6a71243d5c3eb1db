// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

// A vault that runs plugins by selector with delegatecall: the table of plugins is what it trusts with its
// storage and funds.
contract OpenPluginVault {
    address public owner;
    mapping(bytes4 => address) public methods;

    constructor() {
        owner = msg.sender;
    }

    function install(bytes4 selector, address plugin) external { // want "OpenPluginVault.install\\(\\) lets any caller replace methods\\[selector\\], whose code OpenPluginVault.fallback\\(\\) runs with delegatecall"
        methods[selector] = plugin;
    }

    fallback() external payable {
        address plugin = methods[msg.sig];
        require(plugin != address(0), "no method");
        (bool ok, ) = plugin.delegatecall(msg.data);
        require(ok, "plugin failed");
    }
}

// The same vault whose plugins only the owner installs.
contract OwnedPluginTable {
    address public owner;
    mapping(bytes4 => address) public methods;

    constructor() {
        owner = msg.sender;
    }

    function install(bytes4 selector, address plugin) external {
        require(msg.sender == owner, "owner");
        methods[selector] = plugin;
    }

    fallback() external payable {
        address plugin = methods[msg.sig];
        require(plugin != address(0), "no method");
        (bool ok, ) = plugin.delegatecall(msg.data);
        require(ok, "plugin failed");
    }
}

// A registry any caller writes for itself only, whose entries are called plainly, never delegated to: the
// caller's own record.
contract OwnHookRegistry {
    mapping(address => address) public hookOf;

    function setHook(address hook) external {
        hookOf[msg.sender] = hook;
    }

    function ping() external {
        address hook = hookOf[msg.sender];
        (bool ok, ) = hook.call(abi.encodeWithSignature("ping()"));
        require(ok, "hook");
    }
}
