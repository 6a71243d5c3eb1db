// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Delegation manager letting a relayer delegate a staker to an operator with the staker's signature. The signed
/// digest holds the staker, the operator and an expiry but no nonce: after the staker undelegates, anyone can
/// replay the old signature until it expires and put the stake back under an operator the staker left.
contract DelegationManager {
    bytes32 public constant DELEGATION_TYPEHASH =
        keccak256("StakerDelegation(address staker,address operator,uint256 expiry)");
    bytes32 public immutable domainSeparator;

    mapping(address => address) public delegatedTo;
    mapping(address => bool) public isOperator;
    mapping(address => uint256) public operatorShares;
    mapping(address => uint256) public stakerShares;

    event StakerDelegated(address indexed staker, address indexed operator);
    event StakerUndelegated(address indexed staker, address indexed operator);

    constructor() {
        domainSeparator = keccak256(abi.encode(keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
            keccak256("DelegationManager"), block.chainid, address(this)));
    }

    function registerAsOperator() external {
        require(!isOperator[msg.sender], "registered");
        isOperator[msg.sender] = true;
        delegatedTo[msg.sender] = msg.sender;
    }

    function deposit() external payable {
        stakerShares[msg.sender] += msg.value;
        address op = delegatedTo[msg.sender];
        if (op != address(0)) operatorShares[op] += msg.value;
    }

    function delegateTo(address operator) external {
        _delegate(msg.sender, operator);
    }

    function delegateToBySignature(address staker, address operator, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(expiry >= block.timestamp, "expired");
        bytes32 structHash = keccak256(abi.encode(DELEGATION_TYPEHASH, staker, operator, expiry));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == staker, "bad signature");
        _delegate(staker, operator);
    }

    function undelegate() external {
        address op = delegatedTo[msg.sender];
        require(op != address(0) && op != msg.sender, "not delegated");
        operatorShares[op] -= stakerShares[msg.sender];
        delegatedTo[msg.sender] = address(0);
        emit StakerUndelegated(msg.sender, op);
    }

    function _delegate(address staker, address operator) internal {
        require(isOperator[operator], "not operator");
        require(delegatedTo[staker] == address(0), "already delegated");
        delegatedTo[staker] = operator;
        operatorShares[operator] += stakerShares[staker];
        emit StakerDelegated(staker, operator);
    }
}
