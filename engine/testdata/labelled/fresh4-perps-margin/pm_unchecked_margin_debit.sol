// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.20;

/// Sub-account ledger of a cross-margin engine. Trading pnl is realised by the matching engine; gas-sensitive
/// paths use unchecked arithmetic.
contract MarginLedger {
    address public immutable matchingEngine;

    mapping(address => uint256) public freeMargin;
    mapping(address => uint256) public lockedMargin;
    uint256 public totalMargin;

    error NotEngine();

    constructor(address engine) {
        matchingEngine = engine;
    }

    modifier onlyEngine() {
        if (msg.sender != matchingEngine) revert NotEngine();
        _;
    }

    function credit(address account, uint256 amount) external onlyEngine {
        freeMargin[account] += amount;
        totalMargin += amount;
    }

    function lock(address account, uint256 amount) external onlyEngine {
        require(freeMargin[account] >= amount, "free");
        unchecked {
            freeMargin[account] -= amount;
            lockedMargin[account] += amount;
        }
    }

    /// Realises a trading loss against the account's locked margin.
    function realiseLoss(address account, uint256 loss) external onlyEngine {
        unchecked {
            // <yes> <report> ARITHMETIC
            lockedMargin[account] -= loss;
            totalMargin -= loss;
        }
    }

    function unlock(address account, uint256 amount) external onlyEngine {
        lockedMargin[account] -= amount;
        freeMargin[account] += amount;
    }
}
