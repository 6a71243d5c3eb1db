// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// Two-party price bets: the maker bets that the feed's price will be at or above a strike at expiry, the taker
/// bets below, both stake the same amount, and anyone settles the bet from the feed after expiry.
contract PriceBetEscrow {
    struct PriceBet {
        address payable maker;
        address payable taker;
        uint256 stake;
        int256 strike;
        uint256 expiry;
        bool settled;
    }

    AggregatorV3Interface public immutable feed;
    uint256 public count;
    mapping(uint256 => PriceBet) public betsById;

    event Offered(uint256 indexed id, address maker, int256 strike, uint256 expiry, uint256 stake);
    event Taken(uint256 indexed id, address taker);
    event Settled(uint256 indexed id, address winner, int256 price);

    constructor(AggregatorV3Interface feed_) {
        feed = feed_;
    }

    function offer(int256 strike, uint256 expiry) external payable returns (uint256 id) {
        require(msg.value > 0, "stake");
        require(expiry > block.timestamp + 1 hours, "expiry");
        id = ++count;
        betsById[id] = PriceBet(msg.sender, address(0), msg.value, strike, expiry, false);
        emit Offered(id, msg.sender, strike, expiry, msg.value);
    }

    function take(uint256 id) external payable {
        PriceBet storage b = betsById[id];
        require(b.maker != address(0) && b.taker == address(0), "taken");
        require(block.timestamp < b.expiry - 1 hours, "too late");
        require(msg.value == b.stake, "stake");
        b.taker = msg.sender;
        emit Taken(id, msg.sender);
    }

    function withdrawOffer(uint256 id) external {
        PriceBet storage b = betsById[id];
        require(msg.sender == b.maker && b.taker == address(0) && !b.settled, "state");
        b.settled = true;
        b.maker.transfer(b.stake);
    }

    function settle(uint256 id) external {
        PriceBet storage b = betsById[id];
        require(b.taker != address(0) && !b.settled, "state");
        require(block.timestamp >= b.expiry, "not expired");
        // <yes> <report> OTHER
        (, int256 price, , , ) = feed.latestRoundData();
        require(price > 0, "price");
        b.settled = true;
        address payable winner = price >= b.strike ? b.maker : b.taker;
        winner.transfer(b.stake * 2);
        emit Settled(id, winner, price);
    }
}
