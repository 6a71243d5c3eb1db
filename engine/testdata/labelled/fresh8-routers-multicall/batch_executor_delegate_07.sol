// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

/// Batching helper for a smart account: plugins are delegatecalled so they act on the account's own storage.
contract BatchExecutor {
    address public owner;
    mapping(address => bool) public plugins;

    struct Call {
        address target;
        bytes data;
    }

    constructor() {
        owner = msg.sender;
    }

    function setPlugin(address plugin, bool enabled) external {
        require(msg.sender == owner, "owner");
        plugins[plugin] = enabled;
    }

    function executeBatch(Call[] calldata calls) external {
        for (uint256 i = 0; i < calls.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, bytes memory ret) = calls[i].target.delegatecall(calls[i].data);
            if (!ok) {
                assembly { revert(add(ret, 32), mload(ret)) }
            }
        }
    }

    receive() external payable {}
}
