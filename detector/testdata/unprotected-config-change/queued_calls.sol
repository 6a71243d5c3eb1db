// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

// Vulnerable: the admin check on queueing was dropped, and a queued flag is all execute() asks for.
contract OpenQueue {
    address public admin;
    uint256 public delay = 2 days;
    mapping(bytes32 => bool) public queued;

    constructor() {
        admin = msg.sender;
    }

    function queue(address target, uint256 value, bytes memory data, uint256 eta) public returns (bytes32 h) { // want "OpenQueue.queue\\(\\) lets any caller, at any time, set queued\\[h\\] for an entry it names, which a check guarding the send of OpenQueue.execute\\(\\)"
        require(eta >= block.timestamp + delay, "delay");
        h = keccak256(abi.encode(target, value, data, eta));
        queued[h] = true;
    }

    function cancel(bytes32 h) public {
        require(msg.sender == admin, "admin");
        queued[h] = false;
    }

    function execute(address target, uint256 value, bytes memory data, uint256 eta) public payable {
        bytes32 h = keccak256(abi.encode(target, value, data, eta));
        require(queued[h], "not queued");
        require(block.timestamp >= eta, "early");
        queued[h] = false;
        (bool ok, ) = target.call{value: value}(data);
        require(ok, "failed");
    }
}

// Safe: only the admin queues.
contract AdminQueue {
    address public admin;
    uint256 public delay = 2 days;
    mapping(bytes32 => bool) public queued;

    constructor() {
        admin = msg.sender;
    }

    function queue(address target, uint256 value, bytes memory data, uint256 eta) public returns (bytes32 h) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "delay");
        h = keccak256(abi.encode(target, value, data, eta));
        queued[h] = true;
    }

    function execute(address target, uint256 value, bytes memory data, uint256 eta) public payable {
        bytes32 h = keccak256(abi.encode(target, value, data, eta));
        require(queued[h], "not queued");
        require(block.timestamp >= eta, "early");
        queued[h] = false;
        (bool ok, ) = target.call{value: value}(data);
        require(ok, "failed");
    }
}

// Safe: anyone commits, but the reveal pays a fixed prize to the caller whose commitment it finds, not whatever
// the caller names.
contract CommitPrize {
    uint256 public constant PRIZE = 1 ether;
    bytes32 public immutable answerHash;
    mapping(bytes32 => bool) public committed;
    bool public solved;

    constructor(bytes32 _answerHash) payable {
        answerHash = _answerHash;
    }

    function commit(bytes32 c) external {
        committed[c] = true;
    }

    function reveal(string calldata answer, bytes32 salt) external {
        require(!solved, "solved");
        require(committed[keccak256(abi.encode(msg.sender, answer, salt))], "no commitment");
        require(keccak256(bytes(answer)) == answerHash, "wrong");
        solved = true;
        payable(msg.sender).transfer(PRIZE);
    }
}
