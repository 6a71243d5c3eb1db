// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

contract RewardPool {
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    uint256 public paidOut;

    function join() external payable {
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function leave(uint256 amount) external {
        // <yes> <report> OTHER
        assert(shares[msg.sender] >= amount);
        shares[msg.sender] -= amount;
        totalShares -= amount;
        paidOut += amount;
        msg.sender.transfer(amount);
    }
}
