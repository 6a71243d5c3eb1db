// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

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
    function balanceOf(address who) external view returns (uint256);
}

interface IStable {
    function global_collateral_ratio() external view returns (uint256);
    function pool_mint(address to, uint256 amount) external;
    function pool_burn_from(address from, uint256 amount) external;
}

/// Fractional-reserve pool: mints and redeems at the collateral ratio against a fresh Chainlink price, with
/// slippage bounds, a ceiling, and a two-step redemption paid one block later.
contract SafeFractionalPool {
    uint256 private constant PRECISION = 1e6;

    IStable public immutable stable;
    IERC20 public immutable collateral;
    AggregatorV3Interface public immutable feed;
    address public immutable timelock;
    uint256 public immutable scale;
    uint256 public maxPriceAge = 1 hours;
    uint256 public poolCeiling;
    uint256 public unclaimed;

    mapping(address => uint256) public redeemBalances;
    mapping(address => uint256) public lastRedeemed;

    constructor(IStable stable_, IERC20 collateral_, AggregatorV3Interface feed_, uint8 decimals_) {
        stable = stable_;
        collateral = collateral_;
        feed = feed_;
        timelock = msg.sender;
        scale = 10 ** (18 - decimals_);
    }

    function setCeiling(uint256 ceiling) external {
        require(msg.sender == timelock, "timelock");
        poolCeiling = ceiling;
    }

    function collateralPrice() public view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        require(answer > 0, "price");
        require(answeredInRound >= roundId, "round");
        require(block.timestamp - updatedAt <= maxPriceAge, "stale");
        return uint256(answer) * PRECISION / (10 ** feed.decimals());
    }

    function mint1t1(uint256 collateralAmount, uint256 minOut) external {
        require(stable.global_collateral_ratio() == PRECISION, "not 1t1");
        require(collateral.balanceOf(address(this)) - unclaimed + collateralAmount <= poolCeiling, "ceiling");
        uint256 out = collateralAmount * scale * collateralPrice() / PRECISION;
        require(out >= minOut, "slippage");
        require(collateral.transferFrom(msg.sender, address(this), collateralAmount), "transfer");
        stable.pool_mint(msg.sender, out);
    }

    function redeem1t1(uint256 stableAmount, uint256 minOut) external {
        require(stable.global_collateral_ratio() == PRECISION, "not 1t1");
        uint256 out = stableAmount * PRECISION / collateralPrice() / scale;
        require(out >= minOut, "slippage");
        require(out <= collateral.balanceOf(address(this)) - unclaimed, "collateral");
        stable.pool_burn_from(msg.sender, stableAmount);
        redeemBalances[msg.sender] += out;
        unclaimed += out;
        lastRedeemed[msg.sender] = block.number;
    }

    function collectRedemption() external {
        require(lastRedeemed[msg.sender] < block.number, "wait a block");
        uint256 amount = redeemBalances[msg.sender];
        require(amount > 0, "nothing");
        redeemBalances[msg.sender] = 0;
        unclaimed -= amount;
        require(collateral.transfer(msg.sender, amount), "transfer");
    }
}
