// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The reward per share is divided before it is multiplied: small deposits earn nothing and the remainder
// is lost for every holder.
contract RewardPool {
    uint256 public constant PRECISION = 1e12;
    uint256 public totalShares;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public rewards;

    function deposit() external payable {
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function pendingReward(address user, uint256 distributed) public view returns (uint256) {
        // <yes> <report> ARITHMETIC
        return distributed / totalShares * shares[user];
    }

    function claim(uint256 distributed) external {
        rewards[msg.sender] += pendingReward(msg.sender, distributed);
    }
}
