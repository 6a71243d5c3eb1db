// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

/// Operator registry of an AVS: operators register with a reward split (the share of rewards they keep, the rest
/// going to their delegators). Registration is gated, but the split setter takes any operator address and checks
/// nothing, so anyone can set another operator's cut to 100% and divert its delegators' rewards.
contract OperatorRegistry {
    struct Operator {
        address rewardRecipient;
        uint16 splitBps;
        bool registered;
        uint64 registeredAt;
    }

    uint16 public constant MAX_SPLIT = 10_000;
    address public owner;
    mapping(address => Operator) public operators;
    mapping(address => bool) public allowlisted;
    address[] public operatorList;

    event OperatorRegistered(address indexed operator, uint16 splitBps);
    event SplitChanged(address indexed operator, uint16 splitBps);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function allowlist(address operator, bool ok) external onlyOwner {
        allowlisted[operator] = ok;
    }

    function registerOperator(address rewardRecipient, uint16 splitBps) external {
        require(allowlisted[msg.sender], "not allowlisted");
        require(!operators[msg.sender].registered, "registered");
        require(splitBps <= MAX_SPLIT, "split");
        operators[msg.sender] = Operator(rewardRecipient, splitBps, true, uint64(block.timestamp));
        operatorList.push(msg.sender);
        emit OperatorRegistered(msg.sender, splitBps);
    }

    function setRewardRecipient(address recipient) external {
        require(operators[msg.sender].registered, "unknown");
        operators[msg.sender].rewardRecipient = recipient;
    }

    function setOperatorSplit(address operator, uint16 splitBps) external {
        require(operators[operator].registered, "unknown");
        require(splitBps <= MAX_SPLIT, "split");
        // <yes> <report> ACCESS_CONTROL
        operators[operator].splitBps = splitBps;
        emit SplitChanged(operator, splitBps);
    }

    function splitOf(address operator, uint256 reward) external view returns (uint256 toOperator, uint256 toStakers) {
        toOperator = (reward * operators[operator].splitBps) / MAX_SPLIT;
        toStakers = reward - toOperator;
    }
}
