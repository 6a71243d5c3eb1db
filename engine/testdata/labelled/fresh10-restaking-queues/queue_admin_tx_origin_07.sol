// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

/// Exit queue of a staking pool, where the guardian may pause and reprioritise requests. The guardian check uses
/// tx.origin: a malicious contract the guardian interacts with can reorder or cancel the queue in its name.
contract ExitQueue {
    struct Exit {
        address payable staker;
        uint256 amount;
        uint256 readyAt;
        bool done;
    }

    address public guardian;
    bool public paused;
    uint256 public exitDelay = 3 days;
    Exit[] public exits;
    mapping(address => uint256) public staked;

    constructor() {
        guardian = msg.sender;
    }

    modifier onlyGuardian() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == guardian, "guardian");
        _;
    }

    function stake() external payable {
        require(!paused, "paused");
        staked[msg.sender] += msg.value;
    }

    function requestExit(uint256 amount) external returns (uint256 id) {
        require(!paused, "paused");
        require(staked[msg.sender] >= amount, "balance");
        staked[msg.sender] -= amount;
        id = exits.length;
        exits.push(Exit(msg.sender, amount, block.timestamp + exitDelay, false));
    }

    function cancelExit(uint256 id) external onlyGuardian {
        Exit storage e = exits[id];
        require(!e.done, "done");
        e.done = true;
        staked[e.staker] += e.amount;
    }

    function setPaused(bool p) external onlyGuardian {
        paused = p;
    }

    function processExit(uint256 id) external {
        Exit storage e = exits[id];
        require(!e.done && block.timestamp >= e.readyAt, "not ready");
        e.done = true;
        e.staker.transfer(e.amount);
    }
}
