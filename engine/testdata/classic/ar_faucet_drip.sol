// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Testnet ETH faucet: one drip per address per day, a global daily cap, an owner who sets the
/// drip and withdraws; the cooldown is measured in days, so a few seconds of timestamp drift do
/// not matter.
contract DailyFaucet {
    address public owner;
    uint256 public dripAmount = 0.05 ether;
    uint256 public dailyCap = 10 ether;
    uint256 public day;
    uint256 public dispensedToday;
    mapping(address => uint256) public lastDrip;

    event Dripped(address indexed to, uint256 amount);

    constructor() payable {
        owner = msg.sender;
    }

    receive() external payable {}

    function drip() external { // want "tx-order-dependence: " // FALSE ALARM: the caller pays nothing for the drip, so the owner changing its size first takes nothing from the caller
        require(block.timestamp >= lastDrip[msg.sender] + 1 days, "cooldown");
        uint256 today = block.timestamp / 1 days;
        if (today != day) {
            day = today;
            dispensedToday = 0;
        }
        require(dispensedToday + dripAmount <= dailyCap, "daily cap");
        lastDrip[msg.sender] = block.timestamp;
        dispensedToday += dripAmount;
        (bool ok, ) = payable(msg.sender).call{value: dripAmount}("");
        require(ok, "send");
        emit Dripped(msg.sender, dripAmount);
    }

    function setDrip(uint256 amount, uint256 cap) external {
        require(msg.sender == owner, "owner");
        dripAmount = amount;
        dailyCap = cap;
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: amount}("");
        require(ok, "send");
    }
}
