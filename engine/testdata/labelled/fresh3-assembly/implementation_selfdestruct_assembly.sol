// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// A wallet implementation behind proxies. The "emergency" exit is guarded by an owner that only the proxy's
/// storage holds; on the implementation itself anyone can run the assembly selfdestruct and brick every proxy.
contract WalletImplementation {
    address public owner;
    bool public initialized;

    event Executed(address target, uint256 value);

    function initialize(address _owner) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = _owner;
    }

    function execute(address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "owner");
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        require(ok, "call failed");
        emit Executed(target, value);
        return ret;
    }

    function emergencyShutdown(address payable to) external {
        if (initialized) {
            require(msg.sender == owner, "owner");
        }
        assembly {
            // <yes> <report> ACCESS_CONTROL
            selfdestruct(to)
        }
    }

    receive() external payable {}
}
