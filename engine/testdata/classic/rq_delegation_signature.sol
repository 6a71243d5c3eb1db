// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Delegation by signature done right: the EIP-712 digest binds the staker, the operator, the staker's nonce and
/// an expiry; the nonce is consumed before delegating; ecrecover's zero result and malleable s values are rejected.
contract DelegationManagerSafe {
    bytes32 public constant DELEGATION_TYPEHASH =
        keccak256("StakerDelegation(address staker,address operator,uint256 nonce,uint256 expiry)");
    bytes32 public immutable domainSeparator;

    mapping(address => address) public delegatedTo;
    mapping(address => bool) public isOperator;
    mapping(address => uint256) public stakerNonce;

    event StakerDelegated(address indexed staker, address indexed operator);
    event StakerUndelegated(address indexed staker, address indexed operator);

    constructor() {
        domainSeparator = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("DelegationManager"),
                block.chainid,
                address(this)
            )
        );
    }

    function registerAsOperator() external {
        require(!isOperator[msg.sender], "registered");
        isOperator[msg.sender] = true;
    }

    function delegateTo(address operator) external {
        _delegate(msg.sender, operator);
    }

    function delegateToBySignature(address staker, address operator, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(expiry >= block.timestamp, "expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "malleable s");
        uint256 nonce = stakerNonce[staker]++;
        bytes32 structHash = keccak256(abi.encode(DELEGATION_TYPEHASH, staker, operator, nonce, expiry));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == staker, "bad signature");
        _delegate(staker, operator);
    }

    function undelegate() external {
        address op = delegatedTo[msg.sender];
        require(op != address(0), "not delegated");
        delegatedTo[msg.sender] = address(0);
        emit StakerUndelegated(msg.sender, op);
    }

    function _delegate(address staker, address operator) internal {
        require(isOperator[operator], "not operator");
        require(delegatedTo[staker] == address(0), "already delegated");
        delegatedTo[staker] = operator;
        emit StakerDelegated(staker, operator);
    }
}
