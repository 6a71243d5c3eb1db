// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

library MerkleProof {
    function verify(bytes32[] memory proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; i++) {
            bytes32 p = proof[i];
            computed = computed <= p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

/// Portal of an optimistic rollup: withdrawals proven against an output root can be finalized after the
/// challenge window; finalizing executes the L2 message, forwarding its ETH value.
contract OptimismPortalLite {
    struct WithdrawalTransaction {
        uint256 nonce;
        address sender;
        address target;
        uint256 value;
        uint256 gasLimit;
        bytes data;
    }

    struct ProvenWithdrawal {
        bytes32 outputRoot;
        uint128 timestamp;
    }

    uint256 public constant FINALIZATION_PERIOD = 7 days;
    address public immutable proposer;
    mapping(bytes32 => bool) public validRoots;
    mapping(bytes32 => ProvenWithdrawal) public provenWithdrawals;
    mapping(bytes32 => bool) public finalizedWithdrawals;
    address public l2Sender;

    event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success);

    constructor(address _proposer) {
        proposer = _proposer;
    }

    receive() external payable {}

    function proposeRoot(bytes32 root) external {
        require(msg.sender == proposer, "proposer");
        validRoots[root] = true;
    }

    function proveWithdrawalTransaction(WithdrawalTransaction calldata _tx, bytes32 outputRoot, bytes32[] calldata withdrawalProof) external {
        require(validRoots[outputRoot], "root");
        bytes32 withdrawalHash = keccak256(abi.encode(_tx.nonce, _tx.sender, _tx.target, _tx.value, _tx.gasLimit, _tx.data));
        require(MerkleProof.verify(withdrawalProof, outputRoot, withdrawalHash), "OptimismPortal: invalid withdrawal inclusion proof");
        provenWithdrawals[withdrawalHash] = ProvenWithdrawal(outputRoot, uint128(block.timestamp));
    }

    function finalizeWithdrawalTransaction(WithdrawalTransaction calldata _tx) external {
        bytes32 withdrawalHash = keccak256(abi.encode(_tx.nonce, _tx.sender, _tx.target, _tx.value, _tx.gasLimit, _tx.data));
        ProvenWithdrawal memory proven = provenWithdrawals[withdrawalHash];
        require(proven.timestamp != 0, "not proven");
        require(block.timestamp >= proven.timestamp + FINALIZATION_PERIOD, "challenge window");
        require(!finalizedWithdrawals[withdrawalHash], "finalized");

        l2Sender = _tx.sender;
        // <yes> <report> REENTRANCY
        (bool success, ) = _tx.target.call{gas: _tx.gasLimit, value: _tx.value}(_tx.data);
        l2Sender = address(0xdead);
        finalizedWithdrawals[withdrawalHash] = true;

        emit WithdrawalFinalized(withdrawalHash, success);
    }
}
