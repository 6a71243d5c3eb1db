// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Reads a Chainlink feed the way the docs and audits ask: positive answer, a heartbeat bound on updatedAt,
/// a complete round, and on L2s the sequencer-uptime feed with a grace period after it comes back.
contract PriceOracle {
    struct Feed {
        AggregatorV3Interface aggregator;
        uint32 heartbeat;
        uint8 decimals;
    }

    address public immutable admin;
    AggregatorV3Interface public immutable sequencerUptimeFeed;
    uint256 public constant GRACE_PERIOD = 3600;

    mapping(address => Feed) public feeds;

    error NotAdmin();
    error UnknownAsset(address asset);
    error InvalidPrice(address asset, int256 answer);
    error StalePrice(address asset, uint256 updatedAt);
    error SequencerDown();
    error GracePeriodNotOver();

    event FeedSet(address indexed asset, address aggregator, uint32 heartbeat);

    constructor(AggregatorV3Interface _sequencerUptimeFeed) {
        admin = msg.sender;
        sequencerUptimeFeed = _sequencerUptimeFeed;
    }

    function setFeed(address asset, AggregatorV3Interface aggregator, uint32 heartbeat) external {
        if (msg.sender != admin) revert NotAdmin();
        feeds[asset] = Feed(aggregator, heartbeat, aggregator.decimals());
        emit FeedSet(asset, address(aggregator), heartbeat);
    }

    /// The asset's USD price scaled to 18 decimals.
    function getPrice(address asset) public view returns (uint256) {
        _checkSequencer();
        Feed memory feed = feeds[asset];
        if (address(feed.aggregator) == address(0)) revert UnknownAsset(asset);
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.aggregator.latestRoundData();
        if (answer <= 0) revert InvalidPrice(asset, answer);
        if (updatedAt == 0 || answeredInRound < roundId) revert StalePrice(asset, updatedAt);
        if (block.timestamp - updatedAt > feed.heartbeat) revert StalePrice(asset, updatedAt);
        if (feed.decimals < 18) return uint256(answer) * 10 ** (18 - feed.decimals);
        return uint256(answer) / 10 ** (feed.decimals - 18);
    }

    function _checkSequencer() internal view {
        if (address(sequencerUptimeFeed) == address(0)) return; // L1: no sequencer
        (, int256 answer, uint256 startedAt, , ) = sequencerUptimeFeed.latestRoundData();
        if (answer != 0) revert SequencerDown();
        if (block.timestamp - startedAt <= GRACE_PERIOD) revert GracePeriodNotOver();
    }
}

/// Lends a stablecoin against collateral valued by the oracle; positions below the liquidation threshold can be
/// repaid by anyone for a bonus. Prices come only from the oracle, never from a pool's reserves.
contract CollateralDesk {
    PriceOracle public immutable oracle;
    IERC20 public immutable collateral;
    IERC20 public immutable stable;

    uint256 public constant LTV_BPS = 7_000;
    uint256 public constant LIQ_THRESHOLD_BPS = 8_000;
    uint256 public constant LIQ_BONUS_BPS = 500;

    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    error TooMuchDebt();
    error Healthy();
    error TransferFailed();

    constructor(PriceOracle _oracle, IERC20 _collateral, IERC20 _stable) {
        oracle = _oracle;
        collateral = _collateral;
        stable = _stable;
    }

    function collateralValue(address account) public view returns (uint256) {
        return (collateralOf[account] * oracle.getPrice(address(collateral))) / 1e18;
    }

    function depositAndBorrow(uint256 amount, uint256 borrow) external {
        if (!collateral.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        collateralOf[msg.sender] += amount;
        uint256 newDebt = debtOf[msg.sender] + borrow;
        if (newDebt * 10_000 > collateralValue(msg.sender) * LTV_BPS) revert TooMuchDebt();
        debtOf[msg.sender] = newDebt;
        if (!stable.transfer(msg.sender, borrow)) revert TransferFailed();
    }

    function repay(uint256 amount) external {
        debtOf[msg.sender] -= amount;
        if (!stable.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
    }

    function withdraw(uint256 amount) external {
        collateralOf[msg.sender] -= amount;
        if (debtOf[msg.sender] * 10_000 > collateralValue(msg.sender) * LTV_BPS) revert TooMuchDebt();
        if (!collateral.transfer(msg.sender, amount)) revert TransferFailed();
    }

    function liquidate(address account) external {
        uint256 debt = debtOf[account];
        if (debt * 10_000 <= collateralValue(account) * LIQ_THRESHOLD_BPS) revert Healthy();
        uint256 price = oracle.getPrice(address(collateral));
        uint256 seize = (debt * 1e18 * (10_000 + LIQ_BONUS_BPS)) / (price * 10_000);
        uint256 held = collateralOf[account];
        if (seize > held) seize = held;
        debtOf[account] = 0;
        collateralOf[account] = held - seize;
        if (!stable.transferFrom(msg.sender, address(this), debt)) revert TransferFailed();
        if (!collateral.transfer(msg.sender, seize)) revert TransferFailed();
    }
}

// Safe, widely used code (or written in its style): held to no finding above low. Each medium-or-above
// expectation in this file marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
