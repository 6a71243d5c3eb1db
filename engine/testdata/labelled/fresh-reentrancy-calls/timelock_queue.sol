// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract TimelockQueue {
    address public admin;
    uint256 public constant DELAY = 2 days;
    mapping(bytes32 => uint256) public queuedAt;

    event Queued(bytes32 indexed txHash, address target, uint256 value, bytes data, uint256 eta);
    event Executed(bytes32 indexed txHash, address target, uint256 value, bytes data);

    constructor(address admin_) {
        admin = admin_;
    }

    receive() external payable {}

    function queue(address target, uint256 value, bytes calldata data) external returns (bytes32 txHash) {
        require(msg.sender == admin, "admin");
        txHash = keccak256(abi.encode(target, value, data));
        queuedAt[txHash] = block.timestamp;
        emit Queued(txHash, target, value, data, block.timestamp + DELAY);
    }

    function execute(address target, uint256 value, bytes calldata data) external payable {
        require(msg.sender == admin, "admin");
        bytes32 txHash = keccak256(abi.encode(target, value, data));
        uint256 t = queuedAt[txHash];
        require(t != 0, "not queued");
        require(block.timestamp >= t + DELAY, "timelocked");
        delete queuedAt[txHash];
        // <yes> <report> UNCHECKED_LL_CALLS
        target.call{value: value}(data);
        emit Executed(txHash, target, value, data);
    }
}
