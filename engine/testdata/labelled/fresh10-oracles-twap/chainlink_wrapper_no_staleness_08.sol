// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

abstract contract Ownable {
    address public owner;
    constructor() { owner = msg.sender; }
    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }
    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "zero");
        owner = next;
    }
}

// Normalises several Chainlink feeds to 18 decimals for a perps exchange.
contract ChainlinkPriceWrapper is Ownable {
    mapping(address => AggregatorV3Interface) public feeds;
    mapping(address => uint256) public heartbeat;

    event FeedSet(address indexed asset, address feed, uint256 heartbeat);

    function setFeed(address asset, AggregatorV3Interface feed, uint256 beat) external onlyOwner {
        feeds[asset] = feed;
        heartbeat[asset] = beat;
        emit FeedSet(asset, address(feed), beat);
    }

    function getPrice(address asset) external view returns (uint256) {
        AggregatorV3Interface feed = feeds[asset];
        require(address(feed) != address(0), "no feed");
        // The heartbeat is stored but never compared: a stalled feed keeps its last answer.
        // <yes> <report> OTHER
        (uint80 roundId, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(roundId != 0 && updatedAt != 0, "incomplete round");
        require(answer > 0, "bad answer");
        return _scale(uint256(answer), feed.decimals());
    }

    function _scale(uint256 value, uint8 dec) internal pure returns (uint256) {
        if (dec < 18) return value * 10 ** (18 - dec);
        if (dec > 18) return value / 10 ** (dec - 18);
        return value;
    }
}
