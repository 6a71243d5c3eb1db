// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Fee splitter of a 2020 staking pool: protocol fees are pushed to every node operator in proportion to its
/// validators with transfer() inside one loop. One operator whose reward address is a contract that reverts on
/// receipt blocks the distribution for everyone.
contract NodeOperatorFeeSplitter {
    struct NodeOperator {
        address payable rewardAddress;
        uint256 activeValidators;
        bool active;
    }

    address public governance;
    NodeOperator[] public nodeOperators;
    uint256 public totalActiveValidators;
    uint256 public lastDistribution;

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    constructor() public {
        governance = msg.sender;
    }

    receive() external payable {}

    function addNodeOperator(address payable rewardAddress, uint256 validators) external onlyGovernance {
        require(nodeOperators.length < 200, "too many");
        nodeOperators.push(NodeOperator(rewardAddress, validators, true));
        totalActiveValidators += validators;
    }

    function setActive(uint256 id, bool active) external onlyGovernance {
        NodeOperator storage op = nodeOperators[id];
        if (op.active && !active) totalActiveValidators -= op.activeValidators;
        if (!op.active && active) totalActiveValidators += op.activeValidators;
        op.active = active;
    }

    function distribute() external {
        require(now >= lastDistribution + 1 days, "daily");
        uint256 amount = address(this).balance;
        require(amount > 0 && totalActiveValidators > 0, "nothing");
        lastDistribution = now;
        for (uint256 i = 0; i < nodeOperators.length; i++) {
            NodeOperator storage op = nodeOperators[i];
            if (!op.active) continue;
            // <yes> <report> DENIAL_OF_SERVICE
            op.rewardAddress.transfer(amount * op.activeValidators / totalActiveValidators);
        }
    }
}
