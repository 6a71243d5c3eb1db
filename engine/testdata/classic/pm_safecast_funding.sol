// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.18;

library SafeCast {
    function toInt128(int256 value) internal pure returns (int128 downcasted) {
        downcasted = int128(value);
        require(downcasted == value, "SafeCast: value doesn't fit in 128 bits");
    }

    function toUint128(uint256 value) internal pure returns (uint128) {
        require(value <= type(uint128).max, "SafeCast: value doesn't fit in 128 bits");
        return uint128(value);
    }

    function toInt256(uint256 value) internal pure returns (int256) {
        require(value <= uint256(type(int256).max), "SafeCast: value doesn't fit in an int256");
        return int256(value);
    }
}

/// Packed perp market state with SafeCast on every narrowing write, funding accrued before positions are
/// touched, and multiplication before division.
contract SafeCastPerpsState {
    using SafeCast for int256;
    using SafeCast for uint256;

    struct Market {
        int128 fundingIndex;
        uint128 lastUpdate;
        uint128 longOpenInterest;
        uint128 shortOpenInterest;
    }

    struct Position {
        int128 size;
        int128 lastFundingIndex;
        uint128 margin;
    }

    uint256 public constant PRECISION = 1e18;
    address public immutable engine;
    int256 public fundingVelocity;
    Market public market;
    mapping(address => Position) public positions;

    modifier onlyEngine() {
        require(msg.sender == engine, "engine");
        _;
    }

    constructor(address _engine) {
        engine = _engine;
        market.lastUpdate = block.timestamp.toUint128();
    }

    function setFundingVelocity(int256 v) external onlyEngine {
        accrue();
        fundingVelocity = v;
    }

    function accrue() public {
        uint256 elapsed = block.timestamp - market.lastUpdate;
        int256 next = int256(market.fundingIndex) + fundingVelocity * elapsed.toInt256();
        market.fundingIndex = next.toInt128();
        market.lastUpdate = block.timestamp.toUint128();
    }

    function modifyPosition(address trader, int256 sizeDelta, uint256 marginDelta) external onlyEngine {
        accrue();
        Position storage p = positions[trader];
        int256 newSize = int256(p.size) + sizeDelta;
        if (sizeDelta > 0) {
            market.longOpenInterest = (uint256(market.longOpenInterest) + uint256(sizeDelta)).toUint128();
        }
        p.size = newSize.toInt128();
        p.lastFundingIndex = market.fundingIndex;
        p.margin = (uint256(p.margin) + marginDelta).toUint128();
    }

    function fundingFee(uint256 size, uint256 ratePerInterval, uint256 intervals) external pure returns (uint256) {
        return size * ratePerInterval * intervals / PRECISION;
    }

    function pendingFunding(address trader) external view returns (int256) {
        Position memory p = positions[trader];
        return int256(p.size) * (int256(market.fundingIndex) - int256(p.lastFundingIndex)) / 1e18;
    }
}
