// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.10;

/// Funding-rate accounting for a perp market in the style of GMX v1: a cumulative funding rate per market
/// grows with the open-interest utilisation, and each position pays funding since its last snapshot.
contract FundingTracker {
    uint256 public constant FUNDING_RATE_PRECISION = 1_000_000;
    uint256 public constant FUNDING_INTERVAL = 1 hours;

    address public gov;
    uint256 public fundingRateFactor = 100; // 0.01% per hour at full utilisation
    uint256 public cumulativeFundingRate;
    uint256 public lastFundingTime;
    uint256 public reservedAmount;
    uint256 public poolAmount;

    struct Position {
        uint256 size;
        uint256 collateral;
        uint256 entryFundingRate;
    }

    mapping(bytes32 => Position) public positions;

    constructor() {
        gov = msg.sender;
        lastFundingTime = block.timestamp / FUNDING_INTERVAL * FUNDING_INTERVAL;
    }

    function setPool(uint256 pool, uint256 reserved) external {
        require(msg.sender == gov, "gov");
        poolAmount = pool;
        reservedAmount = reserved;
    }

    function nextFundingRate() public view returns (uint256) {
        if (lastFundingTime + FUNDING_INTERVAL > block.timestamp) return 0;
        uint256 intervals = (block.timestamp - lastFundingTime) / FUNDING_INTERVAL;
        if (poolAmount == 0) return 0;
        // <yes> <report> ARITHMETIC
        return fundingRateFactor * reservedAmount / poolAmount / FUNDING_RATE_PRECISION * intervals;
    }

    function updateCumulativeFundingRate() public {
        uint256 rate = nextFundingRate();
        cumulativeFundingRate += rate;
        lastFundingTime = block.timestamp / FUNDING_INTERVAL * FUNDING_INTERVAL;
    }

    function fundingFee(bytes32 key) public view returns (uint256) {
        Position memory p = positions[key];
        if (p.size == 0) return 0;
        uint256 rate = cumulativeFundingRate - p.entryFundingRate;
        // <yes> <report> ARITHMETIC
        return p.size / FUNDING_RATE_PRECISION * rate;
    }
}
