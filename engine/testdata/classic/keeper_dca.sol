// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ISwapRouter {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

/// A dollar-cost-averaging vault run by Chainlink Automation: checkUpkeep says when an interval has passed,
/// performUpkeep (callable by anyone, as Automation requires) re-checks that condition, and buys a fixed slice
/// with a minimum out derived from the Chainlink price and a slippage bound; owners deposit and withdraw.
contract KeeperDCA {
    IERC20 public immutable usdc;
    IERC20 public immutable weth;
    ISwapRouter public immutable router;
    AggregatorV3Interface public immutable ethUsdFeed;
    address public immutable owner;

    uint256 public constant INTERVAL = 1 days;
    uint256 public constant SLICE = 100e6; // 100 USDC
    uint256 public constant MAX_SLIPPAGE_BPS = 100; // 1%
    uint256 public constant HEARTBEAT = 1 hours;

    uint256 public lastRun;

    event Bought(uint256 usdcIn, uint256 wethOut);

    error NotOwner();
    error TooEarly();
    error StalePrice();
    error TransferFailed();

    constructor(IERC20 _usdc, IERC20 _weth, ISwapRouter _router, AggregatorV3Interface _feed) {
        usdc = _usdc;
        weth = _weth;
        router = _router;
        ethUsdFeed = _feed;
        owner = msg.sender;
    }

    function checkUpkeep(bytes calldata) external view returns (bool upkeepNeeded, bytes memory performData) {
        upkeepNeeded = block.timestamp >= lastRun + INTERVAL && usdc.balanceOf(address(this)) >= SLICE;
        performData = "";
    }

    function performUpkeep(bytes calldata) external {
        if (block.timestamp < lastRun + INTERVAL) revert TooEarly();
        lastRun = block.timestamp;

        (, int256 price, , uint256 updatedAt, ) = ethUsdFeed.latestRoundData(); // 8 decimals
        if (price <= 0 || block.timestamp - updatedAt > HEARTBEAT) revert StalePrice();
        // SLICE has 6 decimals, WETH 18, the feed 8: expected = SLICE * 1e20 / price.
        uint256 expectedOut = (SLICE * 1e20) / uint256(price);
        uint256 minOut = (expectedOut * (10_000 - MAX_SLIPPAGE_BPS)) / 10_000;

        address[] memory path = new address[](2);
        path[0] = address(usdc);
        path[1] = address(weth);
        if (!usdc.approve(address(router), SLICE)) revert TransferFailed();
        uint256[] memory amounts = router.swapExactTokensForTokens(SLICE, minOut, path, address(this), block.timestamp);
        emit Bought(SLICE, amounts[amounts.length - 1]);
    }

    function deposit(uint256 amount) external {
        if (msg.sender != owner) revert NotOwner();
        if (!usdc.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
    }

    function withdraw(IERC20 token, uint256 amount) external {
        if (msg.sender != owner) revert NotOwner();
        if (!token.transfer(owner, amount)) revert TransferFailed();
    }
}

// Safe code in the style of widely used contracts (Chainlink Automation): held to no finding above low.
