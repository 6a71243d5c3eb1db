// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Rewards splitter: consensus rewards reported by the oracle are split between the protocol
/// treasury and the node operators, the rest accruing to stakers through the share price.
contract StakingRewardsSplitter {
    uint256 public constant TOTAL_BASIS_POINTS = 10000;

    address public treasury;
    address public operatorsModule;
    address public oracle;
    uint256 public feeBasisPoints = 1000;
    uint256 public treasuryFeeBasisPoints = 5000;
    uint256 public operatorsFeeBasisPoints = 5000;

    mapping(address => uint256) public pendingFees;

    constructor(address _treasury, address _operators, address _oracle) {
        treasury = _treasury;
        operatorsModule = _operators;
        oracle = _oracle;
    }

    function distributeFee(uint256 rewards) external returns (uint256 toStakers) {
        require(msg.sender == oracle, "APP_AUTH_FAILED");
        // <yes> <report> ARITHMETIC
        uint256 totalFee = rewards / TOTAL_BASIS_POINTS * feeBasisPoints;
        uint256 treasuryFee = (totalFee * treasuryFeeBasisPoints) / TOTAL_BASIS_POINTS;
        uint256 operatorsFee = totalFee - treasuryFee;
        pendingFees[treasury] += treasuryFee;
        pendingFees[operatorsModule] += operatorsFee;
        toStakers = rewards - totalFee;
    }
}
