// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Keeper-run liquidations for a wBTC-backed stablecoin. To avoid disputes over which price a keeper saw, the
/// keeper names the feed round it liquidates against.
contract KeeperLiquidator {
    uint256 public constant LIQ_RATIO = 1.3e18;
    uint256 public constant BONUS = 1.08e18;
    uint256 public constant MAX_AGE = 1 hours;

    AggregatorV3Interface public immutable btcUsd;
    IERC20 public immutable stable;
    IERC20 public immutable wbtc;

    mapping(address => uint256) public coll; // 8 decimals
    mapping(address => uint256) public debt; // 18 decimals

    constructor(AggregatorV3Interface _btcUsd, IERC20 _stable, IERC20 _wbtc) {
        btcUsd = _btcUsd;
        stable = _stable;
        wbtc = _wbtc;
    }

    function _price(uint80 roundId) internal view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 answer, , uint256 updatedAt, ) = btcUsd.getRoundData(roundId);
        require(answer > 0 && updatedAt != 0, "round");
        return uint256(answer) * 1e10;
    }

    function liquidate(address account, uint80 roundId) external {
        uint256 price = _price(roundId);
        uint256 value = (coll[account] * 1e10 * price) / 1e18;
        require(value * 1e18 < debt[account] * LIQ_RATIO, "safe");

        uint256 owed = debt[account];
        uint256 seized = (owed * BONUS) / price / 1e10;
        if (seized > coll[account]) seized = coll[account];
        debt[account] = 0;
        coll[account] -= seized;
        require(stable.transferFrom(msg.sender, address(this), owed), "repay");
        require(wbtc.transfer(msg.sender, seized), "seize");
    }
}
