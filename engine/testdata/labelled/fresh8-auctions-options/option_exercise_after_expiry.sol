// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Physically settled American call options: a writer locks the underlying, a buyer pays the premium and
/// may exercise by paying the strike. The exercise window checks only that the option has started, not that
/// it has not expired, and reclaim() lets the writer take the collateral back at expiry: the holder can still
/// exercise an expired option (after reclaim, with another writer's collateral).
contract CallOptions {
    struct Option {
        address writer;
        address holder;
        uint256 amount;
        uint256 strike;
        uint256 premium;
        uint256 expiry;
        bool exercised;
        bool reclaimed;
    }

    IERC20 public immutable underlying;
    IERC20 public immutable quote;
    Option[] public options;

    constructor(IERC20 underlying_, IERC20 quote_) {
        underlying = underlying_;
        quote = quote_;
    }

    function write(uint256 amount, uint256 strike, uint256 premium, uint256 expiry) external returns (uint256 id) {
        require(expiry > block.timestamp, "expiry");
        require(underlying.transferFrom(msg.sender, address(this), amount), "collateral");
        id = options.length;
        options.push(Option(msg.sender, address(0), amount, strike, premium, expiry, false, false));
    }

    function buy(uint256 id) external {
        Option storage o = options[id];
        require(o.holder == address(0) && block.timestamp < o.expiry, "unavailable");
        o.holder = msg.sender;
        require(quote.transferFrom(msg.sender, o.writer, o.premium), "premium");
    }

    function exercise(uint256 id) external {
        Option storage o = options[id];
        require(msg.sender == o.holder, "holder");
        require(!o.exercised, "exercised");
        o.exercised = true;
        require(quote.transferFrom(msg.sender, o.writer, o.strike), "strike");
        // <yes> <report> OTHER
        require(underlying.transfer(msg.sender, o.amount), "deliver");
    }

    function reclaim(uint256 id) external {
        Option storage o = options[id];
        require(msg.sender == o.writer, "writer");
        require(block.timestamp >= o.expiry, "live");
        require(!o.exercised && !o.reclaimed, "done");
        o.reclaimed = true;
        require(underlying.transfer(o.writer, o.amount), "reclaim");
    }
}
