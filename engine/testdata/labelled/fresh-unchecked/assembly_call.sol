// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Executor {
    address public owner = msg.sender;

    function exec(address to, uint256 value, bytes memory data) external {
        require(msg.sender == owner, "owner");
        assembly {
            // <yes> <report> UNCHECKED_LL_CALLS
            pop(call(gas(), to, value, add(data, 0x20), mload(data), 0, 0))
        }
    }
}
