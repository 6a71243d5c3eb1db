// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

// Linear price Dutch auction selling a vault's fractions: the price falls from start to end over the
// sale; buyers pay the current price and are refunded at the final clearing price.
contract FractionLPDA {
    struct SaleInfo {
        uint32 startTime;
        uint32 endTime;
        uint64 dropPerSecond;
        uint128 startPrice;
        uint128 endPrice;
        uint128 minBid;
        uint16 supply;
        uint16 numSold;
        uint128 curatorClaimed;
        uint128 totalRaised;
    }

    SaleInfo public sale;
    address public immutable curator;
    mapping(address => uint256) public boughtCount;
    mapping(address => uint256) public paid;

    constructor(SaleInfo memory info) {
        require(info.startPrice > info.endPrice, "price");
        require(info.endTime > info.startTime, "time");
        curator = msg.sender;
        sale = info;
    }

    function currentPrice() public view returns (uint256) {
        SaleInfo memory s = sale;
        if (block.timestamp <= s.startTime) return s.startPrice;
        uint256 drop = (block.timestamp - s.startTime) * s.dropPerSecond;
        if (drop >= s.startPrice - s.endPrice) return s.endPrice;
        return s.startPrice - drop;
    }

    function buy(uint256 amount) external payable {
        SaleInfo memory s = sale;
        require(block.timestamp >= s.startTime && block.timestamp < s.endTime, "not live");
        uint256 price = currentPrice();
        uint256 cost = price * amount;
        require(msg.value >= cost, "value");
        // <yes> <report> ARITHMETIC
        uint16 sold = s.numSold + uint16(amount);
        require(sold <= s.supply, "sold out");
        sale.numSold = sold;
        sale.totalRaised = s.totalRaised + uint128(msg.value);
        boughtCount[msg.sender] += amount;
        paid[msg.sender] += msg.value;
    }

    function refund() external {
        SaleInfo memory s = sale;
        require(block.timestamp >= s.endTime || s.numSold == s.supply, "live");
        uint256 owed = paid[msg.sender] - boughtCount[msg.sender] * currentPrice();
        paid[msg.sender] = boughtCount[msg.sender] * currentPrice();
        (bool ok, ) = msg.sender.call{value: owed}("");
        require(ok, "refund");
    }
}
