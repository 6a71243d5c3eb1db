// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract OperationsTimelock {
    enum OperationState { Unknown, Scheduled, ReadyForExecution, Executed }

    struct Operation {
        uint64 readyAtTimestamp;
        bool known;
        bool executed;
    }

    mapping(bytes32 => Operation) public operations;
    mapping(address => bool) public proposers;
    uint64 public delay = 1 hours;

    constructor(address proposer) {
        proposers[proposer] = true;
        proposers[address(this)] = true;
    }

    function getOperationId(address[] calldata targets, uint256[] calldata values, bytes[] calldata dataElements, bytes32 salt)
        public pure returns (bytes32)
    {
        return keccak256(abi.encode(targets, values, dataElements, salt));
    }

    function getOperationState(bytes32 id) public view returns (OperationState) {
        Operation memory op = operations[id];
        if (op.executed) return OperationState.Executed;
        if (op.known && block.timestamp >= op.readyAtTimestamp) return OperationState.ReadyForExecution;
        if (op.known) return OperationState.Scheduled;
        return OperationState.Unknown;
    }

    function schedule(address[] calldata targets, uint256[] calldata values, bytes[] calldata dataElements, bytes32 salt) external {
        require(proposers[msg.sender], "not proposer");
        bytes32 id = getOperationId(targets, values, dataElements, salt);
        require(getOperationState(id) == OperationState.Unknown, "exists");
        operations[id].readyAtTimestamp = uint64(block.timestamp) + delay;
        operations[id].known = true;
    }

    function execute(address[] calldata targets, uint256[] calldata values, bytes[] calldata dataElements, bytes32 salt)
        external payable
    {
        require(targets.length == values.length && targets.length == dataElements.length, "length");
        bytes32 id = getOperationId(targets, values, dataElements, salt);
        for (uint8 i = 0; i < targets.length; ++i) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, ) = targets[i].call{value: values[i]}(dataElements[i]);
            require(ok, "call failed");
        }
        require(getOperationState(id) == OperationState.ReadyForExecution, "not ready");
        operations[id].executed = true;
    }

    function updateDelay(uint64 newDelay) external {
        require(msg.sender == address(this), "only self");
        delay = newDelay;
    }

    function grantProposer(address account) external {
        require(msg.sender == address(this), "only self");
        proposers[account] = true;
    }

    receive() external payable {}
}
