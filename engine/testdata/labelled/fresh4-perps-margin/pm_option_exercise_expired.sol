// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Physically settled covered calls: the writer locks the underlying, the holder may buy it at the strike
/// until expiry; after expiry the writer reclaims it.
contract CoveredCall {
    struct Call {
        address writer;
        address holder;
        uint256 amount;
        uint256 strikeTotal;
        uint256 expiry;
        bool settled;
    }

    IERC20 public immutable underlying;
    IERC20 public immutable quote;
    mapping(uint256 => Call) public calls;
    uint256 public nextId;

    constructor(IERC20 _underlying, IERC20 _quote) {
        underlying = _underlying;
        quote = _quote;
    }

    function write(address holder, uint256 amount, uint256 strikeTotal, uint256 expiry) external returns (uint256 id) {
        require(expiry > block.timestamp, "expiry");
        require(underlying.transferFrom(msg.sender, address(this), amount), "lock");
        id = nextId++;
        calls[id] = Call(msg.sender, holder, amount, strikeTotal, expiry, false);
    }

    // the holder's right is never bounded by the expiry: a call can be exercised after it lapsed
    // <yes> <report> OTHER
    function exercise(uint256 id) external {
        Call storage c = calls[id];
        require(msg.sender == c.holder, "holder");
        require(!c.settled, "settled");
        c.settled = true;
        require(quote.transferFrom(msg.sender, c.writer, c.strikeTotal), "strike");
        require(underlying.transfer(msg.sender, c.amount), "deliver");
    }

    function reclaim(uint256 id) external {
        Call storage c = calls[id];
        require(msg.sender == c.writer, "writer");
        require(block.timestamp >= c.expiry, "live");
        require(!c.settled, "settled");
        c.settled = true;
        require(underlying.transfer(msg.sender, c.amount), "reclaim");
    }
}
