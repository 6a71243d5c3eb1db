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

interface IStableToken {
    function mint(address to, uint256 amount) external;
    function burnFrom(address from, uint256 amount) external;
}

// Fully-collateralised mint and redeem of a fractional stablecoin against a volatile collateral, priced by a
// Chainlink feed.
contract CollateralPool1t1 {
    IStableToken public immutable stable;
    IERC20 public immutable collateral;
    AggregatorV3Interface public immutable feed;
    address public immutable timelock;
    uint256 public immutable collateralScale;
    uint256 public fee = 3000;
    bool public paused;

    event Minted(address indexed user, uint256 collateralIn, uint256 stableOut);
    event Redeemed(address indexed user, uint256 stableIn, uint256 collateralOut);

    constructor(IStableToken stable_, IERC20 collateral_, AggregatorV3Interface feed_, uint8 collateralDecimals) {
        stable = stable_;
        collateral = collateral_;
        feed = feed_;
        timelock = msg.sender;
        collateralScale = 10 ** (18 - collateralDecimals);
    }

    function setPaused(bool p) external {
        require(msg.sender == timelock, "timelock");
        paused = p;
    }

    function collateralPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0, "bad price");
        return uint256(answer) * 1e18 / (10 ** feed.decimals());
    }

    function mint1t1(uint256 collateralAmount, uint256 minOut) external {
        require(!paused, "paused");
        uint256 value = collateralAmount * collateralScale * collateralPrice() / 1e18;
        uint256 out = value * (1e6 - fee) / 1e6;
        require(out >= minOut, "slippage");
        require(collateral.transferFrom(msg.sender, address(this), collateralAmount), "transfer");
        stable.mint(msg.sender, out);
        emit Minted(msg.sender, collateralAmount, out);
    }

    function redeem1t1(uint256 stableAmount, uint256 minOut) external {
        require(!paused, "paused");
        uint256 value = stableAmount * (1e6 - fee) / 1e6;
        uint256 out = value * 1e18 / collateralPrice() / collateralScale;
        require(out >= minOut, "slippage");
        stable.burnFrom(msg.sender, stableAmount);
        require(collateral.transfer(msg.sender, out), "transfer");
        emit Redeemed(msg.sender, stableAmount, out);
    }
}
