// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Per-token payroll streams after LlamaPay: the payer's balance is debited lazily; anyone may trigger a
/// withdrawal but it always pays the stream's own recipient.
contract LlamaPayStreams {
    struct Payer {
        uint40 lastPayerUpdate;
        uint216 totalPaidPerSec;
    }

    IERC20 public immutable token;
    mapping(bytes32 => uint256) public streamToStart;
    mapping(address => Payer) public payers;
    mapping(address => uint256) public balances;

    event StreamCreated(address indexed from, address indexed to, uint216 amountPerSec, bytes32 streamId);
    event StreamCancelled(address indexed from, address indexed to, uint216 amountPerSec, bytes32 streamId);
    event Withdraw(address indexed from, address indexed to, uint216 amountPerSec, bytes32 streamId, uint256 amount);

    constructor(IERC20 _token) {
        token = _token;
    }

    function getStreamId(address from, address to, uint216 amountPerSec) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(from, to, amountPerSec));
    }

    function _updateBalances(address payerAddress) private {
        Payer storage payer = payers[payerAddress];
        uint256 delta = block.timestamp - payer.lastPayerUpdate;
        uint256 totalPaid = delta * uint256(payer.totalPaidPerSec);
        require(balances[payerAddress] >= totalPaid, "payer in debt");
        balances[payerAddress] -= totalPaid;
        payer.lastPayerUpdate = uint40(block.timestamp);
    }

    function deposit(uint256 amount) external {
        balances[msg.sender] += amount;
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function createStream(address to, uint216 amountPerSec) external {
        bytes32 streamId = getStreamId(msg.sender, to, amountPerSec);
        require(amountPerSec > 0, "amountPerSec can't be 0");
        require(streamToStart[streamId] == 0, "stream already exists");
        streamToStart[streamId] = block.timestamp;
        _updateBalances(msg.sender);
        payers[msg.sender].totalPaidPerSec += amountPerSec;
        emit StreamCreated(msg.sender, to, amountPerSec, streamId);
    }

    function _withdraw(address from, address to, uint216 amountPerSec) private returns (bytes32 streamId, uint256 amount) {
        streamId = getStreamId(from, to, amountPerSec);
        require(streamToStart[streamId] != 0, "stream doesn't exist");
        _updateBalances(from);
        amount = (block.timestamp - streamToStart[streamId]) * amountPerSec;
        streamToStart[streamId] = block.timestamp;
    }

    function withdraw(address from, address to, uint216 amountPerSec) external { // want "unprotected-token-withdrawal: .*withdraw\\(\\) lets any caller transfer amount" // FALSE ALARM: the recipient is hashed into the stream id whose start must be set, so the tokens only ever go to the stream's recipient
        (bytes32 streamId, uint256 amount) = _withdraw(from, to, amountPerSec);
        require(token.transfer(to, amount), "transfer");
        emit Withdraw(from, to, amountPerSec, streamId, amount);
    }

    function cancelStream(address to, uint216 amountPerSec) external {
        (bytes32 streamId, uint256 amount) = _withdraw(msg.sender, to, amountPerSec);
        streamToStart[streamId] = 0;
        payers[msg.sender].totalPaidPerSec -= amountPerSec;
        require(token.transfer(to, amount), "transfer");
        emit StreamCancelled(msg.sender, to, amountPerSec, streamId);
    }

    function withdrawPayer(uint256 amount) external {
        _updateBalances(msg.sender);
        balances[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
