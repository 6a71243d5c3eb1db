// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IPriceFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

// A signed feed answer converted straight to unsigned: a negative answer becomes a huge price, and the
// vault lends against it.
contract SignedPriceVault {
    IPriceFeed public immutable feed;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IPriceFeed f) {
        feed = f;
    }

    function deposit() external payable {
        collateral[msg.sender] += msg.value;
    }

    function borrowLimit(address user) public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData();
        // <yes> <report> ARITHMETIC
        uint256 price = uint256(answer);
        return collateral[user] * price / 1e8 / 2;
    }

    function borrow(uint256 amount) external {
        require(debt[msg.sender] + amount <= borrowLimit(msg.sender), "limit");
        debt[msg.sender] += amount;
    }
}
