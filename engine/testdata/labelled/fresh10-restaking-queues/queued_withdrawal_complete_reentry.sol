// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Native restaking manager: stakers deposit ETH into the beacon-chain strategy and receive shares; leaving is a
/// two-step queue, keyed by the hash of the withdrawal. Completion pays the ETH before the root is cleared, so a
/// staker contract re-enters completeQueuedWithdrawal from its receive hook and is paid the same root again.
contract NativeRestakingManager {
    struct Withdrawal {
        address staker;
        uint256 shares;
        uint32 startBlock;
        uint256 nonce;
    }

    uint256 public constant WITHDRAWAL_DELAY_BLOCKS = 50400;

    mapping(address => uint256) public stakerShares;
    mapping(address => uint256) public cumulativeWithdrawalsQueued;
    mapping(bytes32 => bool) public pendingWithdrawals;
    uint256 public totalShares;
    bool public paused;
    address public pauser;

    event WithdrawalQueued(bytes32 root, Withdrawal withdrawal);
    event WithdrawalCompleted(bytes32 root);

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    constructor() {
        pauser = msg.sender;
    }

    function pause() external {
        require(msg.sender == pauser, "not pauser");
        paused = true;
    }

    function deposit() external payable whenNotPaused {
        require(msg.value > 0, "zero");
        stakerShares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function calculateWithdrawalRoot(Withdrawal memory w) public pure returns (bytes32) {
        return keccak256(abi.encode(w));
    }

    function queueWithdrawal(uint256 shares) external whenNotPaused returns (bytes32 root) {
        require(shares > 0 && shares <= stakerShares[msg.sender], "shares");
        stakerShares[msg.sender] -= shares;
        totalShares -= shares;
        Withdrawal memory w = Withdrawal({
            staker: msg.sender,
            shares: shares,
            startBlock: uint32(block.number),
            nonce: cumulativeWithdrawalsQueued[msg.sender]++
        });
        root = calculateWithdrawalRoot(w);
        pendingWithdrawals[root] = true;
        emit WithdrawalQueued(root, w);
    }

    function completeQueuedWithdrawal(Withdrawal calldata w) external whenNotPaused {
        bytes32 root = calculateWithdrawalRoot(w);
        require(pendingWithdrawals[root], "not queued");
        require(w.startBlock + WITHDRAWAL_DELAY_BLOCKS <= block.number, "delay");
        require(msg.sender == w.staker, "only staker");
        // <yes> <report> REENTRANCY
        (bool ok, ) = w.staker.call{value: w.shares}("");
        require(ok, "eth transfer");
        delete pendingWithdrawals[root];
        emit WithdrawalCompleted(root);
    }
}
