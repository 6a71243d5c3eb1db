// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

/// ETH-settled European put. Writers deposit collateral; at expiry the settlement price is posted and holders exercise.
contract EthPut {
    address public writer;
    uint256 public strike; // wei of payout per unit below strike, in 1e8 price units
    uint256 public expiry;
    uint256 public settlementPrice;
    mapping(address => uint256) public units;

    constructor(uint256 _strike, uint256 _expiry) payable {
        writer = msg.sender;
        strike = _strike;
        expiry = _expiry;
    }

    function buy() external payable {
        require(block.timestamp < expiry, "expired");
        units[msg.sender] += msg.value / 0.01 ether;
    }

    // <yes> <report> ACCESS_CONTROL
    function postSettlement(uint256 price) external {
        require(block.timestamp >= expiry, "early");
        require(settlementPrice == 0, "posted");
        settlementPrice = price;
    }

    function exercise() external {
        require(settlementPrice != 0 && settlementPrice < strike, "otm");
        uint256 u = units[msg.sender];
        units[msg.sender] = 0;
        uint256 payout = u * (strike - settlementPrice) * 1e10;
        (bool ok, ) = msg.sender.call{value: payout}("");
        require(ok, "send");
    }
}
