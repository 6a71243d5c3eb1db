// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Strategy executor for a trading desk: the desk's executor key runs packaged strategies by delegatecall, so
/// strategies act on this contract's funds and approvals.
contract StrategyExecutor {
    address public owner;
    address public executor;
    mapping(address => bool) public approvedStrategies;

    event ExecutorChanged(address indexed previous, address indexed next);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyExecutor() {
        require(msg.sender == executor, "executor");
        _;
    }

    constructor(address executor_) public {
        owner = msg.sender;
        executor = executor_;
    }

    receive() external payable {}

    function approveStrategy(address strategy, bool ok) external onlyOwner {
        approvedStrategies[strategy] = ok;
    }

    function setExecutor(address next) external {
        emit ExecutorChanged(executor, next);
        // <yes> <report> ACCESS_CONTROL
        executor = next;
    }

    function run(address strategy, bytes calldata data) external onlyExecutor returns (bytes memory) {
        require(approvedStrategies[strategy], "strategy");
        (bool ok, bytes memory out) = strategy.delegatecall(data);
        require(ok, "strategy failed");
        return out;
    }

    function rescue(address payable to, uint256 amount) external onlyOwner {
        to.transfer(amount);
    }
}
