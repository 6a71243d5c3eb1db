// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
    function decimals() external view returns (uint8);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Prices collateral with a Chainlink feed but never asks how old the answer is.
contract CollateralManager {
    AggregatorV3Interface public immutable feed;
    IERC20 public immutable stable;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(AggregatorV3Interface f, IERC20 s) {
        feed = f;
        stable = s;
    }

    function getPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        (uint80 roundId, int256 price, , , uint80 answeredInRound) = feed.latestRoundData();
        require(price > 0, "price");
        require(answeredInRound >= roundId, "round");
        return uint256(price) * 1e10;
    }

    function depositEth() external payable {
        collateralOf[msg.sender] += msg.value;
    }

    function mintStable(uint256 amount) external {
        uint256 value = collateralOf[msg.sender] * getPrice() / 1e18;
        require((debtOf[msg.sender] + amount) * 150 <= value * 100, "ratio");
        debtOf[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
