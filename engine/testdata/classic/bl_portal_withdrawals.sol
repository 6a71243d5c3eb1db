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

/// Portal of an optimistic rollup: a withdrawal is proven against a proposed output root and finalized once after
/// the challenge window; it is marked finalized before its call is made, the call gets at least the gas the L2
/// sender asked for, and the portal cannot be re-entered while a withdrawal executes.
contract OptimismPortal {
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

    address internal constant DEFAULT_L2_SENDER = 0x000000000000000000000000000000000000dEaD;
    uint256 public constant FINALIZATION_PERIOD = 7 days;

    address public immutable proposer;
    address public immutable guardian;
    bool public paused;
    address public l2Sender = DEFAULT_L2_SENDER;
    mapping(bytes32 => bool) public validRoots;
    mapping(bytes32 => ProvenWithdrawal) public provenWithdrawals;
    mapping(bytes32 => bool) public finalizedWithdrawals;

    event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to);
    event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success);

    modifier whenNotPaused() {
        require(!paused, "OptimismPortal: paused");
        _;
    }

    constructor(address _proposer, address _guardian) {
        proposer = _proposer;
        guardian = _guardian;
    }

    receive() external payable {}

    function pause() external {
        require(msg.sender == guardian, "OptimismPortal: only guardian");
        paused = true;
    }

    function unpause() external {
        require(msg.sender == guardian, "OptimismPortal: only guardian");
        paused = false;
    }

    function proposeRoot(bytes32 root) external {
        require(msg.sender == proposer, "OptimismPortal: only proposer");
        validRoots[root] = true;
    }

    function hashWithdrawal(WithdrawalTransaction calldata _tx) public pure returns (bytes32) {
        return keccak256(abi.encode(_tx.nonce, _tx.sender, _tx.target, _tx.value, _tx.gasLimit, _tx.data));
    }

    function proveWithdrawalTransaction(WithdrawalTransaction calldata _tx, bytes32 outputRoot, bytes32[] calldata withdrawalProof) external whenNotPaused {
        require(_tx.target != address(this), "OptimismPortal: target is portal");
        require(validRoots[outputRoot], "OptimismPortal: unknown root");
        bytes32 withdrawalHash = hashWithdrawal(_tx);
        require(MerkleProof.verify(withdrawalProof, outputRoot, withdrawalHash), "OptimismPortal: invalid withdrawal inclusion proof");
        require(provenWithdrawals[withdrawalHash].timestamp == 0, "OptimismPortal: proven");
        provenWithdrawals[withdrawalHash] = ProvenWithdrawal(outputRoot, uint128(block.timestamp));
        emit WithdrawalProven(withdrawalHash, _tx.sender, _tx.target);
    }

    function finalizeWithdrawalTransaction(WithdrawalTransaction calldata _tx) external whenNotPaused { // want "unprotected-ether-withdrawal: .*lets any caller send _tx.value to _tx.target" FALSE ALARM: the send is bound to a withdrawal hash that proveWithdrawalTransaction recorded only after a Merkle proof against a proposer's root; the two-step commitment is not followed
        require(l2Sender == DEFAULT_L2_SENDER, "OptimismPortal: can only trigger one withdrawal per transaction");
        bytes32 withdrawalHash = hashWithdrawal(_tx);
        ProvenWithdrawal memory proven = provenWithdrawals[withdrawalHash];
        require(proven.timestamp != 0, "OptimismPortal: not proven");
        require(block.timestamp >= proven.timestamp + FINALIZATION_PERIOD, "OptimismPortal: challenge window");
        require(!finalizedWithdrawals[withdrawalHash], "OptimismPortal: finalized");

        finalizedWithdrawals[withdrawalHash] = true;

        require(gasleft() >= _tx.gasLimit + 20_000, "OptimismPortal: insufficient gas");
        l2Sender = _tx.sender;
        (bool success, ) = _tx.target.call{gas: _tx.gasLimit, value: _tx.value}(_tx.data);
        l2Sender = DEFAULT_L2_SENDER;

        emit WithdrawalFinalized(withdrawalHash, success);
    }
}
