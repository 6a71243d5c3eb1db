// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract Relayer {
    address public operator;
    mapping(bytes32 => bool) public executed;

    constructor() {
        operator = msg.sender;
    }

    function relay(address target, bytes calldata data, bytes32 id) external {
        require(msg.sender == operator, "operator");
        require(!executed[id], "done");
        executed[id] = true;
        // <yes> <report> UNCHECKED_LL_CALLS
        target.call(data);
    }

    function relayChecked(address target, bytes calldata data) external {
        require(msg.sender == operator, "operator");
        (bool ok, bytes memory ret) = target.call(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }
}
