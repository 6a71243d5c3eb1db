// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

/// Curated node operators registry with owner-only registration and pull-based fee claims.
contract CuratedOperatorsRegistry {
    struct NodeOperator {
        bool active;
        address rewardAddress;
        uint64 stakingLimit;
        uint64 activeValidators;
    }

    uint256 public constant MAX_OPERATORS = 200;

    address public owner;
    address public immutable router;
    NodeOperator[] public operators;
    uint256 public totalActiveValidators;
    mapping(address => uint256) public claimable;

    event NodeOperatorAdded(uint256 id, address rewardAddress);
    event FeesAllocated(uint256 amount);
    event FeesClaimed(address indexed operator, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "APP_AUTH_FAILED");
        _;
    }

    constructor(address _router) {
        owner = msg.sender;
        router = _router;
    }

    function addNodeOperator(address rewardAddress) external onlyOwner returns (uint256 id) {
        require(rewardAddress != address(0), "ZERO_ADDRESS");
        require(operators.length < MAX_OPERATORS, "MAX_OPERATORS");
        id = operators.length;
        operators.push(NodeOperator(true, rewardAddress, 0, 0));
        emit NodeOperatorAdded(id, rewardAddress);
    }

    function setActiveValidators(uint256 id, uint64 count) external {
        require(msg.sender == router, "ROUTER");
        NodeOperator storage op = operators[id];
        totalActiveValidators = totalActiveValidators - op.activeValidators + count;
        op.activeValidators = count;
    }

    /// Credits each operator's share; the list is capped at MAX_OPERATORS and nothing is sent here.
    function allocateFees() external payable {
        require(msg.sender == router, "ROUTER");
        uint256 total = totalActiveValidators;
        require(total > 0, "NO_VALIDATORS");
        uint256 length = operators.length;
        for (uint256 i = 0; i < length; i++) {
            NodeOperator storage op = operators[i];
            claimable[op.rewardAddress] += (msg.value * op.activeValidators) / total;
        }
        emit FeesAllocated(msg.value);
    }

    function claimFees() external {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "NOTHING");
        claimable[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "ETH");
        emit FeesClaimed(msg.sender, amount);
    }
}
