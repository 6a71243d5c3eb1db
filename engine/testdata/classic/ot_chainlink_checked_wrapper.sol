// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

// A Chainlink reader for an L2: sequencer uptime with a grace period, heartbeat per feed, positive answer,
// and a fallback feed when the primary is stale.
contract CheckedChainlinkOracle {
    error SequencerDown();
    error GracePeriodNotOver();
    error NoValidPrice();

    uint256 public constant GRACE_PERIOD = 1 hours;

    struct FeedConfig {
        AggregatorV3Interface primary;
        AggregatorV3Interface fallbackFeed;
        uint32 heartbeat;
    }

    AggregatorV3Interface public immutable sequencerUptimeFeed;
    address public owner;
    mapping(address => FeedConfig) public configs;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(AggregatorV3Interface sequencer) {
        sequencerUptimeFeed = sequencer;
        owner = msg.sender;
    }

    function setFeed(address asset, AggregatorV3Interface primary, AggregatorV3Interface fb, uint32 heartbeat) external onlyOwner {
        require(address(primary) != address(0) && heartbeat > 0, "config");
        configs[asset] = FeedConfig(primary, fb, heartbeat);
    }

    function price(address asset) external view returns (uint256) {
        _checkSequencer();
        FeedConfig memory c = configs[asset];
        (bool ok, uint256 p) = _read(c.primary, c.heartbeat);
        if (!ok && address(c.fallbackFeed) != address(0)) {
            (ok, p) = _read(c.fallbackFeed, c.heartbeat);
        }
        if (!ok) revert NoValidPrice();
        return p;
    }

    function _checkSequencer() internal view {
        (, int256 status, uint256 startedAt, , ) = sequencerUptimeFeed.latestRoundData();
        if (status != 0) revert SequencerDown();
        if (block.timestamp - startedAt <= GRACE_PERIOD) revert GracePeriodNotOver();
    }

    function _read(AggregatorV3Interface feed, uint32 heartbeat) internal view returns (bool, uint256) {
        try feed.latestRoundData() returns (uint80, int256 answer, uint256, uint256 updatedAt, uint80) {
            if (answer <= 0 || updatedAt == 0 || block.timestamp - updatedAt > heartbeat) {
                return (false, 0);
            }
            uint8 dec = feed.decimals();
            uint256 v = uint256(answer);
            return (true, dec <= 18 ? v * 10 ** (18 - dec) : v / 10 ** (dec - 18));
        } catch {
            return (false, 0);
        }
    }
}
