// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

interface IERC20Metadata {
    function decimals() external view returns (uint8);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract CrossAssetLoans {
    AggregatorV3Interface public immutable collateralFeed; // e.g. BTC / USD, 8 decimals
    AggregatorV3Interface public immutable debtFeed; // e.g. ETH / USD, 8 decimals, or AMPL / ETH, 18
    IERC20Metadata public immutable collateralToken; // WBTC, 8 decimals
    IERC20Metadata public immutable debtToken; // WETH, 18 decimals

    mapping(address => uint256) public deposits;
    mapping(address => uint256) public borrowed;

    constructor(AggregatorV3Interface cf, AggregatorV3Interface df, IERC20Metadata ct, IERC20Metadata dt) {
        collateralFeed = cf;
        debtFeed = df;
        collateralToken = ct;
        debtToken = dt;
    }

    function _price(AggregatorV3Interface feed) internal view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0 && block.timestamp - updatedAt < 1 hours, "stale");
        return uint256(answer);
    }

    function deposit(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount));
        deposits[msg.sender] += amount;
    }

    function maxBorrow(address user) public view returns (uint256) {
        // token amounts and feed answers are mixed without scaling to a common precision
        // <yes> <report> OTHER
        return deposits[user] * _price(collateralFeed) / _price(debtFeed) * 70 / 100;
    }

    function borrow(uint256 amount) external {
        require(borrowed[msg.sender] + amount <= maxBorrow(msg.sender), "limit");
        borrowed[msg.sender] += amount;
        require(debtToken.transfer(msg.sender, amount));
    }
}
