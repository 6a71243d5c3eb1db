// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// L2 side of a cross-domain messenger: the sequencer relays L1 messages here. A relay marks the message as
/// handled whatever the outcome, so a message that fails is gone.
contract L2CrossDomainMessenger {
    address public immutable sequencer;
    address public xDomainMessageSender;
    mapping(bytes32 => bool) public relayedMessages;

    event RelayedMessage(bytes32 indexed msgHash, bool success);

    constructor(address _sequencer) {
        sequencer = _sequencer;
        xDomainMessageSender = address(0xdead);
    }

    /// `gasLimit` is the value the L1 sender chose when it sent the message.
    function relayMessage(address target, address sender, bytes calldata message, uint256 messageNonce, uint256 gasLimit) external {
        require(msg.sender == sequencer, "sequencer");
        bytes32 msgHash = keccak256(abi.encode(target, sender, message, messageNonce, gasLimit));
        require(!relayedMessages[msgHash], "already relayed");
        relayedMessages[msgHash] = true;

        xDomainMessageSender = sender;
        // <yes> <report> DENIAL_OF_SERVICE
        (bool success, ) = target.call{gas: gasLimit}(message);
        xDomainMessageSender = address(0xdead);

        emit RelayedMessage(msgHash, success);
    }
}
