// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface AggregatorV3Interface { function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80); }
interface IERC20 { function transfer(address, uint256) external returns (bool); }
contract Exchange {
    AggregatorV3Interface public immutable feed;
    IERC20 public immutable usd;
    constructor(AggregatorV3Interface f, IERC20 u) { feed = f; usd = u; }
    function sell() external payable {
        // <yes> <report> OTHER
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0);
        require(usd.transfer(msg.sender, msg.value * uint256(answer) / 1e8));
    }
}
