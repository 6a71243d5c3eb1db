// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.22;

/// Delegation manager: only the staker, or the operator it delegated to, can undelegate the staker.
contract DelegationManagerSafe {
    mapping(address => address) public delegatedTo;
    mapping(address => bool) public isOperator;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public stakerShares;
    mapping(bytes32 => bool) public pendingWithdrawals;
    mapping(address => uint256) public nonces;

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

    function undelegate(address staker) external returns (bytes32 root) {
        address operator = delegatedTo[staker];
        require(operator != address(0), "not delegated");
        require(!isOperator[staker], "operators cannot undelegate");
        require(msg.sender == staker || msg.sender == operator, "caller cannot undelegate staker");
        uint256 shares = stakerShares[staker];
        operatorShares[operator] -= shares;
        stakerShares[staker] = 0;
        delegatedTo[staker] = address(0);
        root = keccak256(abi.encode(staker, operator, shares, block.number, nonces[staker]++));
        pendingWithdrawals[root] = true;
        emit StakerUndelegated(staker, operator);
    }
}
