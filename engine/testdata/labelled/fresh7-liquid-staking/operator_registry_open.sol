// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

/// Node operators registry: curated operators provide validator keys that the staking router uses
/// to deposit pooled ether; each operator's reward address receives its share of fees.
contract NodeOperatorsRegistry {
    struct NodeOperator {
        bool active;
        address rewardAddress;
        string name;
        uint64 stakingLimit;
        uint64 totalSigningKeys;
        uint64 usedSigningKeys;
    }

    address public owner;
    NodeOperator[] public operators;
    mapping(uint256 => bytes[]) internal signingKeys;

    event NodeOperatorAdded(uint256 id, string name, address rewardAddress, uint64 stakingLimit);
    event StakingLimitSet(uint256 indexed id, uint64 stakingLimit);

    modifier onlyOwner() {
        require(msg.sender == owner, "APP_AUTH_FAILED");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    // <yes> <report> ACCESS_CONTROL
    function addNodeOperator(string calldata name, address rewardAddress) external returns (uint256 id) {
        id = operators.length;
        operators.push(NodeOperator(true, rewardAddress, name, 0, 0, 0));
        emit NodeOperatorAdded(id, name, rewardAddress, 0);
    }

    function setNodeOperatorStakingLimit(uint256 id, uint64 limit) external onlyOwner {
        operators[id].stakingLimit = limit;
        emit StakingLimitSet(id, limit);
    }

    function addSigningKeys(uint256 id, bytes calldata pubkey) external {
        require(msg.sender == operators[id].rewardAddress, "APP_AUTH_FAILED");
        signingKeys[id].push(pubkey);
        operators[id].totalSigningKeys += 1;
    }

    function getRewardAddress(uint256 id) external view returns (address) {
        return operators[id].rewardAddress;
    }
}
