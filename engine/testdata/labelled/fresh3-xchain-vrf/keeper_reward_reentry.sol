// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IStrategy {
    function harvest() external returns (uint256 profit);
}

contract HarvestKeeperVault {
    IStrategy public strategy;
    address public governance;
    uint256 public lastHarvest;
    uint256 public interval = 6 hours;
    uint256 public keeperReward = 0.01 ether;
    uint256 public totalProfit;

    constructor(IStrategy _strategy) payable {
        strategy = _strategy;
        governance = msg.sender;
    }

    receive() external payable {}

    function checkUpkeep(bytes calldata) external view returns (bool, bytes memory) {
        return (block.timestamp >= lastHarvest + interval, "");
    }

    function performUpkeep(bytes calldata) external {
        require(block.timestamp >= lastHarvest + interval, "too soon");
        totalProfit += strategy.harvest();
        // the keeper is paid before the interval is restarted: its fallback calls back in for more rewards
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: keeperReward}("");
        require(ok, "reward");
        lastHarvest = block.timestamp;
    }

    function setReward(uint256 r) external {
        require(msg.sender == governance, "gov");
        keeperReward = r;
    }
}
