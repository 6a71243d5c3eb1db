// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.17;

interface IChainlinkAggregator {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

library OracleLib {
    error InvalidPrice();

    function readPrice(IChainlinkAggregator feed) internal view returns (uint256) {
        // <yes> <report> OTHER
        (uint80 roundId, int256 price, , , uint80 answeredInRound) = feed.latestRoundData();
        if (answeredInRound < roundId) revert InvalidPrice();
        return uint256(price);
    }
}

contract PerpMarginAccount {
    using OracleLib for IChainlinkAggregator;

    IChainlinkAggregator public immutable ethFeed;
    mapping(address => uint256) public marginEth;
    mapping(address => uint256) public openNotional;

    constructor(IChainlinkAggregator feed) {
        ethFeed = feed;
    }

    function depositMargin() external payable {
        marginEth[msg.sender] += msg.value;
    }

    function accountValue(address trader) public view returns (uint256) {
        return marginEth[trader] * ethFeed.readPrice() / 1e8;
    }

    function openPosition(uint256 notional) external {
        require(accountValue(msg.sender) * 10 >= (openNotional[msg.sender] + notional), "leverage");
        openNotional[msg.sender] += notional;
    }
}
