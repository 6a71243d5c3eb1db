// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.22;

/// Delegation manager of a restaking protocol: stakers delegate their restaked shares to an
/// operator; undelegating queues the shares for withdrawal after a delay.
contract DelegationManager {
    struct QueuedWithdrawal {
        address staker;
        address operator;
        uint256 shares;
        uint32 startBlock;
    }

    uint256 public constant WITHDRAWAL_DELAY_BLOCKS = 50400;

    mapping(address => address) public delegatedTo;
    mapping(address => bool) public isOperator;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public stakerShares;
    mapping(bytes32 => bool) public pendingWithdrawals;
    mapping(address => uint256) public cumulativeWithdrawalsQueued;

    event StakerDelegated(address indexed staker, address indexed operator);
    event StakerUndelegated(address indexed staker, address indexed operator);

    function registerAsOperator() external {
        require(!isOperator[msg.sender], "registered");
        isOperator[msg.sender] = true;
        delegatedTo[msg.sender] = msg.sender;
    }

    function delegateTo(address operator) external {
        require(isOperator[operator], "not operator");
        require(delegatedTo[msg.sender] == address(0), "already delegated");
        delegatedTo[msg.sender] = operator;
        operatorShares[operator] += stakerShares[msg.sender];
        emit StakerDelegated(msg.sender, operator);
    }

    function depositShares(uint256 shares) external {
        stakerShares[msg.sender] += shares;
        address op = delegatedTo[msg.sender];
        if (op != address(0)) operatorShares[op] += shares;
    }

    // <yes> <report> ACCESS_CONTROL
    function undelegate(address staker) external returns (bytes32 root) {
        address operator = delegatedTo[staker];
        require(operator != address(0), "not delegated");
        require(!isOperator[staker], "operators cannot undelegate");
        uint256 shares = stakerShares[staker];
        operatorShares[operator] -= shares;
        stakerShares[staker] = 0;
        delegatedTo[staker] = address(0);
        root = keccak256(abi.encode(QueuedWithdrawal(staker, operator, shares, uint32(block.number)), cumulativeWithdrawalsQueued[staker]++));
        pendingWithdrawals[root] = true;
        emit StakerUndelegated(staker, operator);
    }
}
