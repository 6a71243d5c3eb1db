// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMathLite {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }
}

interface IStrategy {
    function harvest() external returns (uint256 profit);
}

/// Harvest scheduler: once a strategy's harvest is due, the bounty for calling it rises every second until some
/// keeper takes it, so that harvesting is paid just enough to happen.
contract HarvestBountyScheduler {
    using SafeMathLite for uint256;

    struct Job {
        IStrategy strategy;
        uint256 interval;
        uint256 lastHarvest;
        uint256 baseBounty;
        uint256 bountyPerSecond;
        uint256 maxBounty;
    }

    address public governance;
    Job[] public jobs;

    constructor() {
        governance = msg.sender;
    }

    receive() external payable {}

    function addJob(IStrategy strategy, uint256 interval, uint256 baseBounty, uint256 perSecond, uint256 maxBounty)
        external
    {
        require(msg.sender == governance, "gov");
        jobs.push(Job(strategy, interval, block.timestamp, baseBounty, perSecond, maxBounty));
    }

    function bountyOf(uint256 id) public view returns (uint256) {
        Job storage j = jobs[id];
        uint256 due = j.lastHarvest.add(j.interval);
        if (block.timestamp < due) return 0;
        // <yes> <report> TIME_MANIPULATION
        uint256 bounty = j.baseBounty.add((block.timestamp - due).mul(j.bountyPerSecond));
        return bounty > j.maxBounty ? j.maxBounty : bounty;
    }

    function harvest(uint256 id) external {
        uint256 bounty = bountyOf(id);
        require(bounty > 0, "not due");
        Job storage j = jobs[id];
        j.lastHarvest = block.timestamp;
        j.strategy.harvest();
        (bool ok, ) = msg.sender.call{value: bounty}("");
        require(ok, "bounty");
    }
}
