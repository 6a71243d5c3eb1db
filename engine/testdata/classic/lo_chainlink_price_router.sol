// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20Metadata {
    function decimals() external view returns (uint8);
}

/// Prices every listed asset in USD with 18 decimals per whole token, from Chainlink feeds with per-feed heartbeat
/// checks, a sequencer uptime check on L2s, and a governance-owned feed registry.
contract ChainlinkPriceRouter {
    error StalePrice(address asset);
    error InvalidPrice(address asset);
    error SequencerDown();
    error GracePeriodNotOver();
    error NotOwner();

    struct FeedConfig {
        AggregatorV3Interface feed;
        uint32 heartbeat;
        uint8 feedDecimals;
        uint8 tokenDecimals;
    }

    uint256 public constant GRACE_PERIOD = 3600;

    address public owner;
    address public pendingOwner;
    AggregatorV3Interface public immutable sequencerUptimeFeed;
    mapping(address => FeedConfig) public configs;

    event FeedSet(address indexed asset, address feed, uint32 heartbeat);
    event OwnershipTransferStarted(address indexed from, address indexed to);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    constructor(AggregatorV3Interface uptimeFeed) {
        owner = msg.sender;
        sequencerUptimeFeed = uptimeFeed;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner, newOwner);
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending owner");
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function setFeed(address asset, AggregatorV3Interface feed, uint32 heartbeat) external onlyOwner {
        require(heartbeat > 0 && heartbeat <= 2 days, "heartbeat");
        configs[asset] = FeedConfig({
            feed: feed,
            heartbeat: heartbeat,
            feedDecimals: feed.decimals(),
            tokenDecimals: IERC20Metadata(asset).decimals()
        });
        emit FeedSet(asset, address(feed), heartbeat);
    }

    function _checkSequencer() internal view {
        if (address(sequencerUptimeFeed) == address(0)) return;
        (, int256 answer, uint256 startedAt, , ) = sequencerUptimeFeed.latestRoundData();
        if (answer != 0) revert SequencerDown();
        if (block.timestamp - startedAt <= GRACE_PERIOD) revert GracePeriodNotOver();
    }

    /// USD price of one whole token, scaled to 18 decimals.
    function price(address asset) public view returns (uint256) {
        _checkSequencer();
        FeedConfig memory c = configs[asset];
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = c.feed.latestRoundData();
        if (answer <= 0) revert InvalidPrice(asset);
        if (updatedAt == 0 || answeredInRound < roundId) revert StalePrice(asset);
        if (block.timestamp - updatedAt > c.heartbeat) revert StalePrice(asset);
        return uint256(answer) * 10 ** (18 - c.feedDecimals);
    }

    /// USD value, 18 decimals, of `amount` base units of `asset`.
    function value(address asset, uint256 amount) external view returns (uint256) {
        FeedConfig memory c = configs[asset];
        return amount * price(asset) / 10 ** c.tokenDecimals;
    }
}
