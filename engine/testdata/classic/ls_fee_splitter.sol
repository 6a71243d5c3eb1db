// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library SafeCast {
    function toUint128(uint256 value) internal pure returns (uint128) {
        require(value <= type(uint128).max, "SafeCast: value doesn't fit in 128 bits");
        return uint128(value);
    }
}

/// Rewards splitter: the fee is computed by multiplying first; balances are narrowed with SafeCast.
contract RewardsSplitterSafe {
    using SafeCast for uint256;

    uint256 public constant TOTAL_BASIS_POINTS = 10000;

    address public immutable oracle;
    address public immutable treasury;
    address public immutable operatorsModule;
    uint256 public feeBasisPoints = 1000;
    uint256 public treasuryFeeBasisPoints = 5000;

    mapping(address => uint128) public pendingFees;

    constructor(address _oracle, address _treasury, address _operators) {
        oracle = _oracle;
        treasury = _treasury;
        operatorsModule = _operators;
    }

    function distributeFee(uint256 rewards) external returns (uint256 toStakers) {
        require(msg.sender == oracle, "APP_AUTH_FAILED");
        uint256 totalFee = (rewards * feeBasisPoints) / TOTAL_BASIS_POINTS;
        uint256 treasuryFee = (totalFee * treasuryFeeBasisPoints) / TOTAL_BASIS_POINTS;
        uint256 operatorsFee = totalFee - treasuryFee;
        pendingFees[treasury] = (uint256(pendingFees[treasury]) + treasuryFee).toUint128();
        pendingFees[operatorsModule] = (uint256(pendingFees[operatorsModule]) + operatorsFee).toUint128();
        toStakers = rewards - totalFee;
    }
}
