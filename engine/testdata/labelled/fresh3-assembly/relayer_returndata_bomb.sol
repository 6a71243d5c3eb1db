// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// A cross-chain message receiver that must never revert on a failing destination (it stores the failure for a
/// retry). The destination is chosen by the sender on the other chain and its returndata is copied whole.
contract MessageReceiver {
    address public immutable endpoint;
    mapping(uint16 => mapping(bytes => mapping(uint64 => bytes32))) public failedMessages;

    event MessageFailed(uint16 srcChainId, bytes srcAddress, uint64 nonce, bytes reason);
    event MessageDelivered(uint16 srcChainId, uint64 nonce);

    constructor(address _endpoint) {
        endpoint = _endpoint;
    }

    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        require(msg.sender == endpoint, "only endpoint");
        (address target, bytes memory callData) = abi.decode(payload, (address, bytes));
        // <yes> <report> DENIAL_OF_SERVICE
        (bool success, bytes memory reason) = target.call{gas: gasleft() - 30000}(callData);
        if (!success) {
            failedMessages[srcChainId][srcAddress][nonce] = keccak256(payload);
            emit MessageFailed(srcChainId, srcAddress, nonce, reason);
            return;
        }
        emit MessageDelivered(srcChainId, nonce);
    }

    function retryMessage(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        bytes32 hash = failedMessages[srcChainId][srcAddress][nonce];
        require(hash != bytes32(0) && hash == keccak256(payload), "no stored message");
        delete failedMessages[srcChainId][srcAddress][nonce];
        (address target, bytes memory callData) = abi.decode(payload, (address, bytes));
        (bool success, ) = target.call(callData);
        require(success, "retry failed");
    }
}
