// SPDX-License-Identifier: MIT
// A proxied pool whose initialize() has no once-only check: anyone can call it again and take the pool over.
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

contract StakingPool {
    address public admin;
    IERC20 public stakingToken;
    uint256 public rewardRate;
    mapping(address => uint256) public staked;

    // <yes> <report> ACCESS_CONTROL
    function initialize(address admin_, IERC20 token_, uint256 rate_) external {
        admin = admin_;
        stakingToken = token_;
        rewardRate = rate_;
    }

    function setRewardRate(uint256 rate_) external {
        require(msg.sender == admin, "admin");
        rewardRate = rate_;
    }

    function sweep(address to) external {
        require(msg.sender == admin, "admin");
        stakingToken.transfer(to, stakingToken.balanceOf(address(this)));
    }
}
