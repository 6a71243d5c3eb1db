// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Per-token payroll streams in the style of LlamaPay, backported to 0.6 without SafeMath: a payer
/// funds one balance that pays every stream it opened at amountPerSec.
contract LegacyLlamaPay {
    struct Payer {
        uint40 lastPayerUpdate;
        uint216 totalPaidPerSec;
    }

    IERC20 public token;
    mapping(bytes32 => uint256) public streamToStart;
    mapping(address => Payer) public payers;
    mapping(address => uint256) public balances;

    constructor(IERC20 _token) public {
        token = _token;
    }

    function getStreamId(address from, address to, uint216 amountPerSec) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(from, to, amountPerSec));
    }

    function deposit(uint256 amount) external {
        balances[msg.sender] += amount;
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function createStream(address to, uint216 amountPerSec) external {
        bytes32 id = getStreamId(msg.sender, to, amountPerSec);
        require(amountPerSec > 0, "amountPerSec can't be 0");
        require(streamToStart[id] == 0, "stream already exists");
        streamToStart[id] = block.timestamp;
        Payer storage payer = payers[msg.sender];
        uint256 delta = block.timestamp - payer.lastPayerUpdate;
        // <yes> <report> ARITHMETIC
        balances[msg.sender] -= delta * payer.totalPaidPerSec;
        payer.totalPaidPerSec += amountPerSec;
        payer.lastPayerUpdate = uint40(block.timestamp);
    }

    function withdraw(address from, address to, uint216 amountPerSec) external {
        bytes32 id = getStreamId(from, to, amountPerSec);
        require(streamToStart[id] != 0, "stream doesn't exist");
        Payer storage payer = payers[from];
        uint256 totalPayerPayment = (block.timestamp - payer.lastPayerUpdate) * payer.totalPaidPerSec;
        require(balances[from] >= totalPayerPayment, "payer in debt");
        balances[from] -= totalPayerPayment;
        payer.lastPayerUpdate = uint40(block.timestamp);
        uint256 amount = (block.timestamp - streamToStart[id]) * amountPerSec;
        streamToStart[id] = block.timestamp;
        require(token.transfer(to, amount), "transfer");
    }
}
