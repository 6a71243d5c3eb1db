// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Withdrawal batches of a staking pool: the oracle finalizes a batch by locking the ETH it needs
/// from the buffer at the rate of the report; users then claim their part of the batch.
contract BatchedWithdrawals {
    struct Batch {
        uint256 totalShares;
        uint256 lockedEther;
        bool finalized;
    }

    address public oracle;
    uint256 public bufferedEther;
    uint256 public lockedEther;
    mapping(uint256 => Batch) public batches;
    mapping(uint256 => mapping(address => uint256)) public requestedShares;
    uint256 public currentBatch;

    constructor(address _oracle) {
        oracle = _oracle;
    }

    receive() external payable {
        bufferedEther += msg.value;
    }

    function request(uint256 shares) external {
        batches[currentBatch].totalShares += shares;
        requestedShares[currentBatch][msg.sender] += shares;
    }

    function finalizeBatch(uint256 batchId, uint256 shareRate) external {
        require(msg.sender == oracle, "ORACLE");
        Batch storage b = batches[batchId];
        uint256 amount = (b.totalShares * shareRate) / 1e27;
        require(amount <= bufferedEther, "BUFFER");
        bufferedEther -= amount;
        lockedEther += amount;
        // <yes> <report> OTHER
        b.lockedEther += amount;
        b.finalized = true;
        if (batchId == currentBatch) currentBatch++;
    }

    function claim(uint256 batchId) external {
        Batch storage b = batches[batchId];
        require(b.finalized, "NOT_FINALIZED");
        uint256 shares = requestedShares[batchId][msg.sender];
        requestedShares[batchId][msg.sender] = 0;
        uint256 amount = (b.lockedEther * shares) / b.totalShares;
        lockedEther -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "ETH");
    }
}
