// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract CollateralPriceOracle {
    mapping(address => AggregatorV3Interface) public feeds;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function setFeed(address asset, address feed) external {
        require(msg.sender == owner, "!owner");
        feeds[asset] = AggregatorV3Interface(feed);
    }

    function getPrice(address asset) public view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 answer, , , ) = feeds[asset].latestRoundData();
        return uint256(answer) * 1e10;
    }
}

contract StableBorrower is CollateralPriceOracle {
    IERC20 public immutable weth;
    IERC20 public immutable usd;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IERC20 _weth, IERC20 _usd) {
        weth = _weth;
        usd = _usd;
    }

    function deposit(uint256 amount) external {
        require(weth.transferFrom(msg.sender, address(this), amount), "transfer");
        collateral[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * getPrice(address(weth)) / 1e18;
        require((debt[msg.sender] + amount) * 100 <= value * 75, "undercollateralised");
        debt[msg.sender] += amount;
        require(usd.transfer(msg.sender, amount), "transfer");
    }
}
