// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Weather index cover paying in a reward token; premiums are taken in ETH and kept in the contract.
contract RainfallCover {
    IERC20 public immutable payoutToken;
    address public owner;
    address public reporter;
    uint256 public threshold; // mm
    mapping(address => uint256) public coverUnits;
    bool public triggered;

    constructor(IERC20 _payoutToken, address _reporter, uint256 _threshold) {
        payoutToken = _payoutToken;
        owner = msg.sender;
        reporter = _reporter;
        threshold = _threshold;
    }

    // <yes> <report> OTHER
    function buy() external payable {
        require(msg.value >= 0.01 ether, "min");
        coverUnits[msg.sender] += msg.value / 0.01 ether;
    }

    function report(uint256 rainfallMm) external {
        require(msg.sender == reporter, "reporter");
        triggered = rainfallMm < threshold;
    }

    function claim() external {
        require(triggered, "no drought");
        uint256 units = coverUnits[msg.sender];
        coverUnits[msg.sender] = 0;
        require(payoutToken.transfer(msg.sender, units * 1e18), "pay");
    }
}
