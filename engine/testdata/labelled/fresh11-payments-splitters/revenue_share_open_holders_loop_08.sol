// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Community revenue share: anyone buys share units at a fixed price; each time the project's income is
/// distributed, every holder receives its part in the same transaction.
contract CommunityRevenueShare {
    address public immutable project;
    uint256 public constant UNIT_PRICE = 0.01 ether;

    address[] public holders;
    mapping(address => uint256) public units;
    mapping(address => uint256) public credit;
    uint256 public totalUnits;

    event Bought(address indexed holder, uint256 units);
    event Distributed(uint256 amount);

    constructor() {
        project = msg.sender;
    }

    function buy(uint256 count) external payable {
        require(count > 0, "count");
        require(msg.value == count * UNIT_PRICE, "price");
        if (units[msg.sender] == 0) {
            holders.push(msg.sender);
        }
        units[msg.sender] += count;
        totalUnits += count;
        (bool ok, ) = payable(project).call{value: msg.value}("");
        require(ok, "forward");
        emit Bought(msg.sender, count);
    }

    /// Credits each holder with its share of the income sent along.
    function distribute() external payable {
        require(msg.sender == project, "project");
        require(totalUnits > 0, "no holders");
        uint256 perUnit = msg.value / totalUnits;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < holders.length; i++) {
            address h = holders[i];
            credit[h] += units[h] * perUnit;
        }
        emit Distributed(msg.value);
    }

    function claim() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}
