// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

/// Share ledger of a restaking manager, gas-optimised with unchecked blocks. Removing shares for a withdrawal
/// subtracts inside unchecked without first comparing with the staker's balance: asking for more shares than one
/// holds wraps the balance to nearly 2^256 instead of reverting.
contract RestakedShareLedger {
    address public immutable delegationManager;
    mapping(address => mapping(address => uint256)) public stakerStrategyShares;
    mapping(address => uint256) public totalStrategyShares;
    mapping(address => mapping(address => uint256)) public queuedShares;

    event SharesAdded(address indexed staker, address indexed strategy, uint256 shares);
    event SharesQueued(address indexed staker, address indexed strategy, uint256 shares);

    constructor(address dm) {
        delegationManager = dm;
    }

    modifier onlyDelegationManager() {
        require(msg.sender == delegationManager, "dm");
        _;
    }

    function addShares(address staker, address strategy, uint256 shares) external onlyDelegationManager {
        stakerStrategyShares[staker][strategy] += shares;
        totalStrategyShares[strategy] += shares;
        emit SharesAdded(staker, strategy, shares);
    }

    function queueShares(address strategy, uint256 shares) external {
        require(shares > 0, "zero");
        unchecked {
            // <yes> <report> ARITHMETIC
            stakerStrategyShares[msg.sender][strategy] -= shares;
            queuedShares[msg.sender][strategy] += shares;
        }
        emit SharesQueued(msg.sender, strategy, shares);
    }

    function completeQueued(address staker, address strategy, uint256 shares) external onlyDelegationManager {
        require(queuedShares[staker][strategy] >= shares, "queued");
        unchecked {
            queuedShares[staker][strategy] -= shares;
        }
        totalStrategyShares[strategy] -= shares;
    }
}
