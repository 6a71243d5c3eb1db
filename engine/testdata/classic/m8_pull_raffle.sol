// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Raffle and ticket sales with pull payments: settlement credits each winner, winners withdraw on their own;
/// a batch purchase sums its prices and requires exactly that amount.
contract PullRaffle {
    address public owner;
    address[] public entrants;
    mapping(address => uint256) public credit;
    mapping(uint256 => uint256) public priceOf;
    mapping(address => mapping(uint256 => uint256)) public tickets;
    uint256 public settledUpTo;
    uint256 public prizeEach;

    constructor() {
        owner = msg.sender;
    }

    function listTier(uint256 tier, uint256 price) external {
        require(msg.sender == owner, "owner");
        priceOf[tier] = price;
    }

    function enter() external payable {
        require(msg.value == 0.01 ether, "ticket");
        require(entrants.length < 500, "full");
        entrants.push(msg.sender);
    }

    function buyBatch(uint256[] calldata tiers) external payable {
        uint256 total;
        for (uint256 i = 0; i < tiers.length; i++) {
            uint256 price = priceOf[tiers[i]];
            require(price > 0, "tier");
            total += price;
            tickets[msg.sender][tiers[i]] += 1;
        }
        require(msg.value == total, "payment");
    }

    function settle(uint256 prize, uint256 count) external {
        require(msg.sender == owner, "owner");
        prizeEach = prize;
        uint256 end = settledUpTo + count;
        if (end > entrants.length) end = entrants.length;
        for (uint256 i = settledUpTo; i < end; i++) {
            credit[entrants[i]] += prize;
        }
        settledUpTo = end;
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}
