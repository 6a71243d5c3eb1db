// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.18;

/// Packed market state of a perpetuals engine: the funding index and open interest share slots to save gas.
contract PerpsMarketState {
    struct Market {
        int128 fundingIndex; // cumulative funding per unit of size, 1e18
        uint128 lastUpdate;
        uint128 longOpenInterest;
        uint128 shortOpenInterest;
    }

    struct Position {
        int128 size;
        int128 lastFundingIndex;
        uint128 margin;
    }

    address public immutable engine;
    int256 public fundingVelocity; // per second, 1e18
    Market public market;
    mapping(address => Position) public positions;

    modifier onlyEngine() {
        require(msg.sender == engine, "engine");
        _;
    }

    constructor(address _engine) {
        engine = _engine;
        market.lastUpdate = uint128(block.timestamp);
    }

    function setFundingVelocity(int256 v) external onlyEngine {
        fundingVelocity = v;
    }

    function accrue() public {
        uint256 elapsed = block.timestamp - market.lastUpdate;
        int256 next = int256(market.fundingIndex) + fundingVelocity * int256(elapsed);
        // <yes> <report> ARITHMETIC
        market.fundingIndex = int128(next);
        market.lastUpdate = uint128(block.timestamp);
    }

    function modifyPosition(address trader, int256 sizeDelta, uint128 marginDelta) external onlyEngine {
        accrue();
        Position storage p = positions[trader];
        int256 newSize = int256(p.size) + sizeDelta;
        if (sizeDelta > 0) {
            // <yes> <report> ARITHMETIC
            market.longOpenInterest += uint128(uint256(sizeDelta));
        }
        // <yes> <report> ARITHMETIC
        p.size = int128(newSize);
        p.lastFundingIndex = market.fundingIndex;
        p.margin += marginDelta;
    }

    function pendingFunding(address trader) external view returns (int256) {
        Position memory p = positions[trader];
        return int256(p.size) * (int256(market.fundingIndex) - int256(p.lastFundingIndex)) / 1e18;
    }
}
