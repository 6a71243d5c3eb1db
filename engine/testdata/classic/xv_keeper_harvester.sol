// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IStrategy {
    function harvest() external returns (uint256 profit);
}

contract KeeperHarvester {
    IStrategy public immutable strategy;
    address public governance;
    uint256 public lastHarvest;
    uint256 public interval = 6 hours;
    uint256 public keeperReward = 0.01 ether;
    uint256 public minProfit;
    uint256 public totalProfit;
    mapping(address => uint256) public rewardsOwed;
    bool private locked;

    event Harvested(address indexed keeper, uint256 profit);

    modifier nonReentrant() {
        require(!locked, "reentrant");
        locked = true;
        _;
        locked = false;
    }

    constructor(IStrategy _strategy, uint256 _minProfit) payable {
        strategy = _strategy;
        governance = msg.sender;
        minProfit = _minProfit;
    }

    receive() external payable {}

    function checkUpkeep(bytes calldata) external view returns (bool, bytes memory) {
        return (block.timestamp >= lastHarvest + interval, "");
    }

    // the reward is earned only when the harvest made money, and is paid by pull
    function performUpkeep(bytes calldata) external nonReentrant {
        require(block.timestamp >= lastHarvest + interval, "too soon");
        lastHarvest = block.timestamp;
        uint256 profit = strategy.harvest();
        require(profit >= minProfit, "unprofitable");
        totalProfit += profit;
        rewardsOwed[msg.sender] += keeperReward;
        emit Harvested(msg.sender, profit);
    }

    function claimReward() external nonReentrant {
        uint256 owed = rewardsOwed[msg.sender];
        require(owed > 0, "nothing");
        rewardsOwed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: owed}("");
        require(ok, "reward");
    }

    function setReward(uint256 r) external {
        require(msg.sender == governance, "gov");
        require(r <= 0.1 ether, "cap");
        keeperReward = r;
    }
}
