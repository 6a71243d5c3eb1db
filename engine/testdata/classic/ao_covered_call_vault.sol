// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface AggregatorV3Interface {
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// Covered calls written one at a time against locked collateral: the writer sets the strike only before the
/// option is sold, exercise is open only inside [expiry - window, expiry), settlement reads a Chainlink feed
/// with a staleness check, and collateral moves through SafeERC20.
contract CoveredCall {
    using SafeERC20 for IERC20;

    struct Option {
        address writer;
        address holder;
        uint256 amount;
        uint256 strike;
        uint256 premium;
        uint256 expiry;
        bool closed;
    }

    IERC20 public immutable underlying;
    IERC20 public immutable quote;
    AggregatorV3Interface public immutable feed;
    uint256 public constant EXERCISE_WINDOW = 1 days;
    uint256 public constant MAX_DELAY = 1 hours;
    Option[] public options;

    constructor(IERC20 underlying_, IERC20 quote_, AggregatorV3Interface feed_) {
        underlying = underlying_;
        quote = quote_;
        feed = feed_;
    }

    function write(uint256 amount, uint256 strike, uint256 premium, uint256 expiry) external returns (uint256 id) {
        require(expiry > block.timestamp + EXERCISE_WINDOW, "expiry");
        underlying.safeTransferFrom(msg.sender, address(this), amount);
        id = options.length;
        options.push(Option(msg.sender, address(0), amount, strike, premium, expiry, false));
    }

    function setStrike(uint256 id, uint256 strike) external {
        Option storage o = options[id];
        require(msg.sender == o.writer, "writer");
        require(o.holder == address(0), "sold");
        o.strike = strike;
    }

    function buy(uint256 id, uint256 maxPremium) external {
        Option storage o = options[id];
        require(o.holder == address(0) && !o.closed && block.timestamp < o.expiry, "unavailable");
        require(o.premium <= maxPremium, "premium");
        o.holder = msg.sender;
        quote.safeTransferFrom(msg.sender, o.writer, o.premium);
    }

    function spot() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0, "price");
        require(block.timestamp - updatedAt <= MAX_DELAY, "stale");
        return uint256(answer);
    }

    function exercise(uint256 id) external {
        Option storage o = options[id];
        require(msg.sender == o.holder, "holder");
        require(!o.closed, "closed");
        require(block.timestamp >= o.expiry - EXERCISE_WINDOW && block.timestamp < o.expiry, "window");
        require(spot() > o.strike, "out of the money");
        o.closed = true;
        quote.safeTransferFrom(msg.sender, o.writer, (o.strike * o.amount) / 1e18);
        underlying.safeTransfer(msg.sender, o.amount);
    }

    function reclaim(uint256 id) external {
        Option storage o = options[id];
        require(msg.sender == o.writer, "writer");
        require(!o.closed, "closed");
        require(o.holder == address(0) || block.timestamp >= o.expiry, "live");
        o.closed = true;
        underlying.safeTransfer(o.writer, o.amount);
    }
}
