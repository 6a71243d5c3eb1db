// SPDX-License-Identifier: LGPL-3.0
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Token streaming in the style of Sablier v1: a sender locks a deposit that vests linearly to the
/// recipient between startTime and stopTime. A later version added a destination argument so that a
/// recipient could send its vested tokens elsewhere.
contract TokenStreams {
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

    event CreateStream(uint256 indexed streamId, address indexed sender, address indexed recipient, uint256 deposit);
    event WithdrawFromStream(uint256 indexed streamId, address indexed to, uint256 amount);

    function createStream(address recipient, uint256 deposit, IERC20 token, uint256 startTime, uint256 stopTime)
        external
        returns (uint256 streamId)
    {
        require(recipient != address(0) && recipient != address(this), "bad recipient");
        require(startTime >= block.timestamp, "start time before block.timestamp");
        require(stopTime > startTime, "stop time before the start time");
        uint256 duration = stopTime - startTime;
        require(deposit >= duration && deposit % duration == 0, "deposit not multiple of time delta");
        streamId = nextStreamId++;
        streams[streamId] = Stream(msg.sender, recipient, token, deposit, deposit / duration, deposit, startTime, stopTime, true);
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

    /// Withdraws vested tokens of a stream to a destination of the caller's choice.
    function withdrawFromStreamTo(uint256 streamId, uint256 amount, address to) external {
        Stream storage s = streams[streamId];
        require(s.isEntity, "stream does not exist");
        require(amount > 0, "amount is zero");
        uint256 available = balanceOf(streamId, s.recipient);
        require(available >= amount, "amount exceeds the available balance");
        s.remainingBalance -= amount;
        if (s.remainingBalance == 0) delete streams[streamId];
        // <yes> <report> ACCESS_CONTROL
        require(s.token.transfer(to, amount), "transfer");
        emit WithdrawFromStream(streamId, to, amount);
    }
}
