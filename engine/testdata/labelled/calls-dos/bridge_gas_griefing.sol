// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Anyone may deliver a bridged message. The message is marked processed before the call, and a failure is only
/// logged: a deliverer who passes too little gas fails the call and the message can never be delivered again.
contract MessageReceiver {
    address public immutable oracle;
    mapping(bytes32 => bool) public processed;

    event Delivered(bytes32 indexed id);
    event DeliveryFailed(bytes32 indexed id);

    constructor(address _oracle) {
        oracle = _oracle;
    }

    function deliver(bytes32 id, address to, bytes calldata payload, bytes32 root) external {
        require(root == IOracle(oracle).root(), "bad root");
        require(!processed[id], "processed");
        processed[id] = true;
        // <yes> <report> DENIAL_OF_SERVICE
        (bool ok, ) = to.call(payload);
        if (ok) {
            emit Delivered(id);
        } else {
            emit DeliveryFailed(id);
        }
    }
}

interface IOracle {
    function root() external view returns (bytes32);
}
