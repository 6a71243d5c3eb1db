// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// ETH call-option pool of 2020 (Hegic-style): liquidity providers deposit ETH, buyers pay a premium
/// computed from the amount, the implied volatility and the period. The premium arithmetic uses plain
/// operators on a compiler without checked arithmetic.
contract EthCallPool {
    address public owner;
    uint256 public impliedVolRate;
    uint256 public totalLocked;
    uint256 public totalBalance;
    uint256 public priceDecimals = 1e8;

    struct Option {
        address payable holder;
        uint256 strike;
        uint256 amount;
        uint256 expiration;
        bool active;
    }

    Option[] public options;
    mapping(address => uint256) public shares;

    constructor(uint256 vol) public {
        owner = msg.sender;
        impliedVolRate = vol;
    }

    function setImpliedVolRate(uint256 value) external {
        require(msg.sender == owner, "owner");
        impliedVolRate = value;
    }

    function provide() external payable {
        shares[msg.sender] += msg.value;
        totalBalance += msg.value;
    }

    function premiumFor(uint256 period, uint256 amount, uint256 strike) public view returns (uint256) {
        // <yes> <report> ARITHMETIC
        return (amount * impliedVolRate * period * strike) / priceDecimals / 1e18;
    }

    function create(uint256 period, uint256 amount, uint256 strike) external payable returns (uint256 id) {
        uint256 premium = premiumFor(period, amount, strike);
        require(msg.value == premium, "premium");
        // <yes> <report> ARITHMETIC
        require(totalLocked + amount <= totalBalance, "liquidity");
        totalLocked += amount;
        totalBalance += msg.value;
        id = options.length;
        options.push(Option(msg.sender, strike, amount, now + period, true));
    }

    function exercise(uint256 id, uint256 currentPrice) external {
        Option storage o = options[id];
        require(msg.sender == owner, "keeper");
        require(o.active && now <= o.expiration, "inactive");
        o.active = false;
        totalLocked -= o.amount;
        if (currentPrice > o.strike) {
            uint256 profit = ((currentPrice - o.strike) * o.amount) / currentPrice;
            totalBalance -= profit;
            o.holder.transfer(profit);
        }
    }
}
