// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

/// Operator registry with reward splits: allowlisted operators register and may change only their own split,
/// with a delay before a higher commission takes effect; rewards accrue per operator and are pulled, never
/// pushed in a loop.
contract OperatorRegistrySafe {
    struct Operator {
        address rewardRecipient;
        uint16 splitBps;
        uint16 pendingSplitBps;
        uint64 pendingEffectiveAt;
        bool registered;
    }

    uint16 public constant MAX_SPLIT = 10_000;
    uint64 public constant SPLIT_DELAY = 7 days;

    address public owner;
    address public rewardsCoordinator;
    mapping(address => Operator) public operators;
    mapping(address => bool) public allowlisted;
    mapping(address => uint256) public operatorRewards;

    event OperatorRegistered(address indexed operator, uint16 splitBps);
    event SplitScheduled(address indexed operator, uint16 splitBps, uint64 effectiveAt);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address coordinator) {
        owner = msg.sender;
        rewardsCoordinator = coordinator;
    }

    function allowlist(address operator, bool ok) external onlyOwner {
        allowlisted[operator] = ok;
    }

    function registerOperator(address rewardRecipient, uint16 splitBps) external {
        require(allowlisted[msg.sender], "not allowlisted");
        require(!operators[msg.sender].registered, "registered");
        require(splitBps <= MAX_SPLIT && rewardRecipient != address(0), "params");
        operators[msg.sender] = Operator(rewardRecipient, splitBps, splitBps, 0, true);
        emit OperatorRegistered(msg.sender, splitBps);
    }

    function scheduleSplit(uint16 splitBps) external {
        Operator storage op = operators[msg.sender];
        require(op.registered, "unknown");
        require(splitBps <= MAX_SPLIT, "split");
        op.pendingSplitBps = splitBps;
        op.pendingEffectiveAt = uint64(block.timestamp) + SPLIT_DELAY;
        emit SplitScheduled(msg.sender, splitBps, op.pendingEffectiveAt);
    }

    function currentSplit(address operator) public view returns (uint16) {
        Operator storage op = operators[operator];
        if (op.pendingEffectiveAt != 0 && block.timestamp >= op.pendingEffectiveAt) return op.pendingSplitBps;
        if (op.pendingSplitBps < op.splitBps) return op.pendingSplitBps;
        return op.splitBps;
    }

    function creditRewards(address operator) external payable returns (uint256 toStakers) {
        require(msg.sender == rewardsCoordinator, "coordinator");
        require(operators[operator].registered, "unknown");
        uint256 toOperator = (msg.value * currentSplit(operator)) / MAX_SPLIT;
        operatorRewards[operator] += toOperator;
        toStakers = msg.value - toOperator;
        (bool ok, ) = rewardsCoordinator.call{value: toStakers}("");
        require(ok, "return stakers' part");
    }

    function claimOperatorRewards() external {
        uint256 amount = operatorRewards[msg.sender];
        require(amount > 0, "nothing");
        operatorRewards[msg.sender] = 0;
        (bool ok, ) = operators[msg.sender].rewardRecipient.call{value: amount}("");
        require(ok, "send");
    }
}
