// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// ETH payment stream: either party may cancel, which pays the recipient what has vested and
/// refunds the rest to the sender.
contract EthPaymentStreams {
    struct Stream {
        address payable sender;
        address payable recipient;
        uint256 deposit;
        uint256 withdrawn;
        uint64 startTime;
        uint64 stopTime;
    }

    mapping(uint256 => Stream) public streams;
    uint256 public streamCount;

    event StreamCreated(uint256 indexed id, address sender, address recipient, uint256 deposit);
    event StreamCancelled(uint256 indexed id, uint256 toRecipient, uint256 toSender);

    function createStream(address payable recipient, uint64 startTime, uint64 stopTime) external payable returns (uint256 id) {
        require(msg.value > 0, "no deposit");
        require(stopTime > startTime && startTime >= block.timestamp, "bad times");
        id = ++streamCount;
        streams[id] = Stream(msg.sender, recipient, msg.value, 0, startTime, stopTime);
        emit StreamCreated(id, msg.sender, recipient, msg.value);
    }

    function vested(uint256 id) public view returns (uint256) {
        Stream storage s = streams[id];
        if (block.timestamp <= s.startTime) return 0;
        if (block.timestamp >= s.stopTime) return s.deposit;
        return s.deposit * (block.timestamp - s.startTime) / (s.stopTime - s.startTime);
    }

    function cancelStream(uint256 id) external {
        Stream storage s = streams[id];
        require(msg.sender == s.sender || msg.sender == s.recipient, "not a party");
        uint256 v = vested(id);
        uint256 toRecipient = v - s.withdrawn;
        uint256 toSender = s.deposit - v;
        if (toRecipient > 0) {
            // <yes> <report> REENTRANCY
            (bool ok, ) = s.recipient.call{value: toRecipient}("");
            require(ok, "recipient transfer failed");
        }
        if (toSender > 0) {
            (bool ok2, ) = s.sender.call{value: toSender}("");
            require(ok2, "sender transfer failed");
        }
        delete streams[id];
        emit StreamCancelled(id, toRecipient, toSender);
    }
}
