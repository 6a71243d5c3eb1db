// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

/// Delegation with slashing: an operator's misbehaviour is punished by cutting the shares delegated to it. Slashing
/// scales the operator's total and the active shares of its stakers, but queued withdrawals carry the share amount
/// fixed when they were queued: a staker who sees the slashing coming queues a withdrawal and escapes it, leaving
/// the loss with the stakers who stayed.
contract SlashableDelegation {
    struct Queued {
        address staker;
        address operator;
        uint256 shares;
        uint256 startTime;
        bool completed;
    }

    uint256 public constant WITHDRAWAL_DELAY = 7 days;
    uint256 public constant WAD = 1e18;

    address public slasher;
    mapping(address => address) public delegatedTo;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public stakerShares;
    mapping(address => uint256) public operatorScale;
    mapping(address => uint256) public stakerScaleAtDeposit;
    Queued[] public queued;

    constructor(address _slasher) {
        slasher = _slasher;
    }

    function scaleOf(address operator) public view returns (uint256) {
        uint256 s = operatorScale[operator];
        return s == 0 ? WAD : s;
    }

    function delegateAndDeposit(address operator) external payable {
        require(delegatedTo[msg.sender] == address(0) || delegatedTo[msg.sender] == operator, "other operator");
        delegatedTo[msg.sender] = operator;
        stakerShares[msg.sender] += (msg.value * WAD) / scaleOf(operator);
        operatorShares[operator] += msg.value;
    }

    function slash(address operator, uint256 wadToSlash) external {
        require(msg.sender == slasher, "slasher");
        require(wadToSlash <= WAD, "wad");
        operatorScale[operator] = (scaleOf(operator) * (WAD - wadToSlash)) / WAD;
        operatorShares[operator] = (operatorShares[operator] * (WAD - wadToSlash)) / WAD;
    }

    function queueWithdrawal(uint256 rawShares) external returns (uint256 id) {
        address operator = delegatedTo[msg.sender];
        require(rawShares <= stakerShares[msg.sender], "shares");
        stakerShares[msg.sender] -= rawShares;
        uint256 amount = (rawShares * scaleOf(operator)) / WAD;
        operatorShares[operator] -= amount;
        id = queued.length;
        queued.push(Queued(msg.sender, operator, amount, block.timestamp, false));
    }

    function completeWithdrawal(uint256 id) external {
        Queued storage q = queued[id];
        require(q.staker == msg.sender && !q.completed, "state");
        require(block.timestamp >= q.startTime + WITHDRAWAL_DELAY, "delay");
        q.completed = true;
        // <yes> <report> OTHER
        (bool ok, ) = msg.sender.call{value: q.shares}("");
        require(ok, "send");
    }
}
