// SPDX-License-Identifier: MIT
pragma solidity 0.8.21;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Chainlink consumer for an L2: the sequencer must be up and past its grace period, and the price must be
/// positive and fresh.
contract L2CollateralPricer { // want "locked-ether: L2CollateralPricer can receive ether through L2CollateralPricer.depositCollateral\\(\\) but no code of it can send ether out"
    uint256 private constant GRACE_PERIOD = 3600;

    AggregatorV3Interface public immutable sequencerUptimeFeed;
    AggregatorV3Interface public immutable priceFeed;
    uint256 public immutable maxDelay;
    IERC20 public immutable stable;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public borrowed;

    error SequencerDown();
    error GracePeriodNotOver();
    error StalePrice();
    error InvalidPrice();

    constructor(AggregatorV3Interface uptime, AggregatorV3Interface feed, uint256 _maxDelay, IERC20 _stable) {
        sequencerUptimeFeed = uptime;
        priceFeed = feed;
        maxDelay = _maxDelay;
        stable = _stable;
    }

    function price() public view returns (uint256) {
        (, int256 status, uint256 startedAt, , ) = sequencerUptimeFeed.latestRoundData();
        if (status != 0) revert SequencerDown();
        if (block.timestamp - startedAt <= GRACE_PERIOD) revert GracePeriodNotOver();

        (, int256 answer, , uint256 updatedAt, ) = priceFeed.latestRoundData();
        if (answer <= 0) revert InvalidPrice();
        if (block.timestamp - updatedAt > maxDelay) revert StalePrice();
        return uint256(answer) * 10 ** (18 - priceFeed.decimals());
    }

    function depositCollateral() external payable {
        collateral[msg.sender] += msg.value;
    }

    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * price() / 1e18;
        require((borrowed[msg.sender] + amount) * 2 <= value, "undercollateralized");
        borrowed[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
