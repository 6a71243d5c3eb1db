// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A timelock that marks an operation done, after checking it is ready, before running any of its calls.
contract CheckedTimelock {
    struct Operation {
        uint64 readyAt;
        bool executed;
    }

    mapping(bytes32 => Operation) public operations;
    mapping(address => bool) public proposers;
    uint64 public minDelay;
    uint256 private entered = 1;

    event Scheduled(bytes32 indexed id, uint64 readyAt);
    event Executed(bytes32 indexed id);

    constructor(address proposer, uint64 delay) {
        proposers[proposer] = true;
        minDelay = delay;
    }

    function hashOperation(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 salt)
        public pure returns (bytes32)
    {
        return keccak256(abi.encode(targets, values, payloads, salt));
    }

    function schedule(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 salt) external {
        require(proposers[msg.sender], "not proposer");
        bytes32 id = hashOperation(targets, values, payloads, salt);
        require(operations[id].readyAt == 0, "already scheduled");
        uint64 readyAt = uint64(block.timestamp) + minDelay;
        operations[id].readyAt = readyAt;
        emit Scheduled(id, readyAt);
    }

    function execute(address[] calldata targets, uint256[] calldata values, bytes[] calldata payloads, bytes32 salt)
        external payable
    {
        require(proposers[msg.sender], "not proposer");
        require(entered == 1, "reentrant");
        entered = 2;
        require(targets.length == values.length && targets.length == payloads.length, "length");
        bytes32 id = hashOperation(targets, values, payloads, salt);
        Operation storage op = operations[id];
        require(op.readyAt != 0 && block.timestamp >= op.readyAt, "not ready");
        require(!op.executed, "executed");
        op.executed = true;
        for (uint256 i = 0; i < targets.length; ++i) {
            (bool ok, ) = targets[i].call{value: values[i]}(payloads[i]);
            require(ok, "call failed");
        }
        entered = 1;
        emit Executed(id);
    }

    function updateDelay(uint64 newDelay) external {
        require(msg.sender == address(this), "only timelock");
        minDelay = newDelay;
    }
}
