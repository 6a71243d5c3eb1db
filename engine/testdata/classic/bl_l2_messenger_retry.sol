// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// L2 side of a cross-domain messenger: the sequencer relays L1 messages; a message that fails (for instance for
/// lack of gas) is recorded as failed and can be replayed by anyone with more gas; a message succeeds once.
contract L2Messenger {
    uint256 public constant RELAY_RESERVED_GAS = 40_000;
    address internal constant DEFAULT_SENDER = 0x000000000000000000000000000000000000dEaD;

    address public immutable sequencer;
    address public xDomainMessageSender = DEFAULT_SENDER;
    mapping(bytes32 => bool) public successfulMessages;
    mapping(bytes32 => bool) public failedMessages;

    event RelayedMessage(bytes32 indexed msgHash);
    event FailedRelayedMessage(bytes32 indexed msgHash);

    constructor(address _sequencer) {
        sequencer = _sequencer;
    }

    function relayMessage(address target, address sender, bytes calldata message, uint256 messageNonce, uint256 minGasLimit) external {
        bytes32 msgHash = keccak256(abi.encode(target, sender, message, messageNonce, minGasLimit));
        if (msg.sender == sequencer) {
            require(!failedMessages[msgHash], "replay through retry");
        } else {
            require(failedMessages[msgHash], "message cannot be replayed");
        }
        require(!successfulMessages[msgHash], "already relayed");
        require(target != address(this), "cannot call self");
        require(xDomainMessageSender == DEFAULT_SENDER, "reentrant relay");

        if (gasleft() < minGasLimit + RELAY_RESERVED_GAS) {
            failedMessages[msgHash] = true;
            emit FailedRelayedMessage(msgHash);
            return;
        }

        xDomainMessageSender = sender;
        (bool success, ) = target.call{gas: gasleft() - RELAY_RESERVED_GAS}(message);
        xDomainMessageSender = DEFAULT_SENDER;

        if (success) {
            successfulMessages[msgHash] = true;
            emit RelayedMessage(msgHash);
        } else {
            failedMessages[msgHash] = true;
            emit FailedRelayedMessage(msgHash);
        }
    }
}
