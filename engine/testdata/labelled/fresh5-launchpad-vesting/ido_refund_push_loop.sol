// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Soft-cap launchpad pool: if the soft cap is not reached, the project owner refunds every contributor in one
/// transaction. A single contributor that rejects ETH (or enough contributors to exceed the block gas limit)
/// blocks every refund.
contract SoftCapPool {
    address public owner;
    uint256 public softCap;
    uint256 public endTime;
    uint256 public totalRaised;
    bool public refunded;

    address[] public contributors;
    mapping(address => uint256) public contributions;

    constructor(uint256 _softCap, uint256 _endTime) public {
        owner = msg.sender;
        softCap = _softCap;
        endTime = _endTime;
    }

    function contribute() external payable {
        require(block.timestamp < endTime, "Pool: ended");
        require(msg.value > 0, "Pool: zero");
        if (contributions[msg.sender] == 0) {
            contributors.push(msg.sender);
        }
        contributions[msg.sender] += msg.value;
        totalRaised += msg.value;
    }

    function refundAll() external {
        require(msg.sender == owner, "Pool: !owner");
        require(block.timestamp >= endTime && totalRaised < softCap, "Pool: not failed");
        require(!refunded, "Pool: refunded");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < contributors.length; i++) {
            address payable c = payable(contributors[i]);
            uint256 amount = contributions[c];
            contributions[c] = 0;
            // <yes> <report> DENIAL_OF_SERVICE
            c.transfer(amount);
        }
        refunded = true;
    }
}
