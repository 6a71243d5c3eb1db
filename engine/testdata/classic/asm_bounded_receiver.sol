// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// LayerZero's ExcessivelySafeCall: the returndata copied is capped, so a destination cannot grief the receiver
/// with a huge revert reason; the success flag is stored for a retry.
library ExcessivelySafeCall {
    function excessivelySafeCall(address target, uint256 gasAmount, uint16 maxCopy, bytes memory payload)
        internal
        returns (bool success, bytes memory returnData)
    {
        uint256 toCopy;
        returnData = new bytes(maxCopy);
        assembly {
            success := call(gasAmount, target, 0, add(payload, 0x20), mload(payload), 0, 0)
            toCopy := returndatasize()
            if gt(toCopy, maxCopy) {
                toCopy := maxCopy
            }
            mstore(returnData, toCopy)
            returndatacopy(add(returnData, 0x20), 0, toCopy)
        }
    }
}

contract BoundedMessageReceiver {
    using ExcessivelySafeCall for address;

    address public immutable endpoint;
    address public owner;
    mapping(uint16 => mapping(uint64 => bytes32)) public failedMessages;

    event MessageFailed(uint16 srcChainId, uint64 nonce, bytes reason);
    event MessageDelivered(uint16 srcChainId, uint64 nonce);

    constructor(address _endpoint) {
        endpoint = _endpoint;
        owner = msg.sender;
    }

    function lzReceive(uint16 srcChainId, uint64 nonce, bytes calldata payload) external {
        require(msg.sender == endpoint, "only endpoint");
        (address target, bytes memory callData) = abi.decode(payload, (address, bytes));
        (bool success, bytes memory reason) = target.excessivelySafeCall(gasleft() - 30000, 150, callData);
        if (!success) {
            failedMessages[srcChainId][nonce] = keccak256(payload);
            emit MessageFailed(srcChainId, nonce, reason);
            return;
        }
        emit MessageDelivered(srcChainId, nonce);
    }

    function retryMessage(uint16 srcChainId, uint64 nonce, bytes calldata payload) external {
        bytes32 hash = failedMessages[srcChainId][nonce];
        require(hash != bytes32(0) && hash == keccak256(payload), "no stored message");
        delete failedMessages[srcChainId][nonce];
        (address target, bytes memory callData) = abi.decode(payload, (address, bytes));
        (bool success, ) = target.excessivelySafeCall(gasleft(), 0, callData);
        require(success, "retry failed");
    }
}
