// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

contract MessageExecutor {
    address public immutable inbox;
    mapping(bytes32 => bool) public processed;

    event Executed(bytes32 indexed id);

    constructor(address _inbox) {
        inbox = _inbox;
    }

    function executeMessage(bytes32 id, address target, bytes calldata data) external {
        require(msg.sender == inbox, "inbox");
        require(!processed[id], "processed");
        processed[id] = true;
        // a failed delivery is marked done and can never be retried
        // <yes> <report> UNCHECKED_LL_CALLS
        target.call{gas: 500000}(data);
        emit Executed(id);
    }
}
