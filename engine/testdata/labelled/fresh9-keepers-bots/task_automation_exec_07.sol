// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Task automation in the style of Gelato Ops: a user registers a task (a target and the call to make on it) and
/// prepays fees in a token; whitelisted executors run due tasks and are paid from the task owner's prepaid fees.
contract TaskAutomation {
    struct Task {
        address owner;
        address target;
        bytes execData;
        uint256 interval;
        uint256 lastExec;
    }

    IERC20 public immutable feeToken;
    address public admin;
    mapping(address => bool) public executors;
    mapping(address => uint256) public feeBalance;
    mapping(bytes32 => Task) public tasks;

    event TaskCreated(bytes32 indexed id, address indexed owner, address target);
    event Executed(bytes32 indexed id, address indexed executor, uint256 fee);

    constructor(IERC20 feeToken_) {
        feeToken = feeToken_;
        admin = msg.sender;
    }

    function setExecutor(address executor, bool active) external {
        require(msg.sender == admin, "admin");
        executors[executor] = active;
    }

    function depositFees(uint256 amount) external {
        require(feeToken.transferFrom(msg.sender, address(this), amount), "pull");
        feeBalance[msg.sender] += amount;
    }

    function withdrawFees(uint256 amount) external {
        require(feeBalance[msg.sender] >= amount, "balance");
        feeBalance[msg.sender] -= amount;
        require(feeToken.transfer(msg.sender, amount), "transfer");
    }

    function createTask(address target, bytes calldata execData, uint256 interval) external returns (bytes32 id) {
        id = keccak256(abi.encode(msg.sender, target, execData, interval));
        require(tasks[id].owner == address(0), "exists");
        tasks[id] = Task(msg.sender, target, execData, interval, 0);
        emit TaskCreated(id, msg.sender, target);
    }

    function exec(bytes32 id, uint256 fee) external {
        require(executors[msg.sender], "executor");
        Task storage t = tasks[id];
        require(t.owner != address(0), "task");
        require(block.timestamp >= t.lastExec + t.interval, "not due");
        require(feeBalance[t.owner] >= fee, "fees");
        t.lastExec = block.timestamp;
        feeBalance[t.owner] -= fee;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = t.target.call(t.execData);
        require(ok, "task reverted");
        require(feeToken.transfer(msg.sender, fee), "fee");
        emit Executed(id, msg.sender, fee);
    }
}
