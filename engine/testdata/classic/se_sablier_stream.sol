// SPDX-License-Identifier: LGPL-3.0
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Token streams in the style of Sablier v1: only the sender or the recipient may withdraw or cancel,
/// withdrawals always go to the recipient, and state is settled before tokens move.
contract SafeTokenStreams {
    struct Stream {
        address sender;
        address recipient;
        IERC20 token;
        uint256 deposit;
        uint256 ratePerSecond;
        uint256 remainingBalance;
        uint256 startTime;
        uint256 stopTime;
        bool isEntity;
    }

    uint256 public nextStreamId = 1;
    mapping(uint256 => Stream) public streams;
    uint256 private locked = 1;

    event CreateStream(uint256 indexed streamId, address indexed sender, address indexed recipient, uint256 deposit);
    event WithdrawFromStream(uint256 indexed streamId, address indexed recipient, uint256 amount);
    event CancelStream(uint256 indexed streamId, uint256 senderBalance, uint256 recipientBalance);

    modifier nonReentrant() {
        require(locked == 1, "reentrancy");
        locked = 2;
        _;
        locked = 1;
    }

    modifier onlySenderOrRecipient(uint256 streamId) {
        require(
            msg.sender == streams[streamId].sender || msg.sender == streams[streamId].recipient,
            "caller is not the sender or the recipient of the stream"
        );
        _;
    }

    function createStream(address recipient, uint256 deposit, IERC20 token, uint256 startTime, uint256 stopTime)
        external
        nonReentrant
        returns (uint256 streamId)
    {
        require(recipient != address(0) && recipient != address(this) && recipient != msg.sender, "bad recipient");
        require(startTime >= block.timestamp, "start time before block.timestamp");
        require(stopTime > startTime, "stop time before the start time");
        uint256 duration = stopTime - startTime;
        require(deposit >= duration && deposit % duration == 0, "deposit not multiple of time delta");
        streamId = nextStreamId++;
        streams[streamId] = Stream(msg.sender, recipient, token, deposit, deposit / duration, deposit, startTime, stopTime, true); // want "fee-on-transfer-credit: .*createStream\\(\\) credits streams\\[streamId\\] with deposit"
        require(token.transferFrom(msg.sender, address(this), deposit), "transferFrom");
        emit CreateStream(streamId, msg.sender, recipient, deposit);
    }

    function deltaOf(uint256 streamId) public view returns (uint256) {
        Stream storage s = streams[streamId];
        if (block.timestamp <= s.startTime) return 0;
        if (block.timestamp < s.stopTime) return block.timestamp - s.startTime;
        return s.stopTime - s.startTime;
    }

    function balanceOf(uint256 streamId, address who) public view returns (uint256) {
        Stream storage s = streams[streamId];
        uint256 streamed = deltaOf(streamId) * s.ratePerSecond;
        uint256 recipientBalance = streamed - (s.deposit - s.remainingBalance);
        if (who == s.recipient) return recipientBalance;
        if (who == s.sender) return s.remainingBalance - recipientBalance;
        return 0;
    }

    function withdrawFromStream(uint256 streamId, uint256 amount)
        external
        nonReentrant
        onlySenderOrRecipient(streamId)
    {
        Stream storage s = streams[streamId];
        require(s.isEntity, "stream does not exist");
        require(amount > 0, "amount is zero");
        require(balanceOf(streamId, s.recipient) >= amount, "amount exceeds the available balance");
        address recipient = s.recipient;
        IERC20 token = s.token;
        s.remainingBalance -= amount;
        if (s.remainingBalance == 0) delete streams[streamId];
        require(token.transfer(recipient, amount), "transfer");
        emit WithdrawFromStream(streamId, recipient, amount);
    }

    function cancelStream(uint256 streamId) external nonReentrant onlySenderOrRecipient(streamId) {
        Stream memory s = streams[streamId];
        require(s.isEntity, "stream does not exist");
        uint256 senderBalance = balanceOf(streamId, s.sender);
        uint256 recipientBalance = balanceOf(streamId, s.recipient);
        delete streams[streamId];
        if (recipientBalance > 0) require(s.token.transfer(s.recipient, recipientBalance), "recipient transfer");
        if (senderBalance > 0) require(s.token.transfer(s.sender, senderBalance), "sender transfer");
        emit CancelStream(streamId, senderBalance, recipientBalance);
    }
}
