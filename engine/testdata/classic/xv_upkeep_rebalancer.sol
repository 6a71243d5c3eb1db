// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function balanceOf(address who) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IStrategy {
    function deposit(uint256 amount) external;
    function totalAssets() external view returns (uint256);
}

contract AutomatedRebalancer {
    IERC20 public immutable asset;
    IStrategy public immutable strategy;
    address public owner;
    address public forwarder;
    uint256 public idleTarget;
    uint256 public interval = 1 hours;
    uint256 public lastPerformed;
    bool public paused;

    event Rebalanced(uint256 moved, uint256 idleAfter);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _asset, IStrategy _strategy, uint256 _idleTarget) {
        asset = _asset;
        strategy = _strategy;
        idleTarget = _idleTarget;
        owner = msg.sender;
    }

    function setForwarder(address f) external onlyOwner {
        forwarder = f;
    }

    function setIdleTarget(uint256 t) external onlyOwner {
        idleTarget = t;
    }

    function setPaused(bool p) external onlyOwner {
        paused = p;
    }

    function excess() public view returns (uint256) {
        uint256 bal = asset.balanceOf(address(this));
        return bal > idleTarget ? bal - idleTarget : 0;
    }

    function checkUpkeep(bytes calldata) external view returns (bool upkeepNeeded, bytes memory performData) {
        upkeepNeeded = !paused && block.timestamp >= lastPerformed + interval && excess() > 0;
        performData = "";
    }

    // performData is ignored: the amount and the destination are recomputed from state, and only the
    // registry's forwarder may run it
    function performUpkeep(bytes calldata) external {
        require(msg.sender == forwarder, "forwarder");
        require(!paused, "paused");
        require(block.timestamp >= lastPerformed + interval, "interval");
        uint256 amount = excess();
        require(amount > 0, "nothing");
        lastPerformed = block.timestamp;
        require(asset.transfer(address(strategy), amount), "transfer");
        strategy.deposit(amount);
        emit Rebalanced(amount, asset.balanceOf(address(this)));
    }

    function rescue(address to, uint256 amount) external onlyOwner {
        require(asset.transfer(to, amount), "transfer");
    }
}
