// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Staking {
    IERC20 public immutable stakeToken;
    IERC20 public immutable rewardToken;
    uint256 public rewardPerTokenStored;
    uint256 public lastUpdate;
    uint256 public rate = 1e15;
    uint256 public totalStaked;
    mapping(address => uint256) public balance;
    mapping(address => uint256) public paid;
    mapping(address => uint256) public rewards;

    constructor(IERC20 s, IERC20 r) {
        stakeToken = s;
        rewardToken = r;
        lastUpdate = block.timestamp;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalStaked == 0) return rewardPerTokenStored;
        return rewardPerTokenStored + (block.timestamp - lastUpdate) * rate * 1e18 / totalStaked;
    }

    function earned(address who) public view returns (uint256) {
        return rewards[who] + balance[who] * (rewardPerToken() - paid[who]) / 1e18;
    }

    function stake(uint256 amount) external {
        // <yes> <report> OTHER
        balance[msg.sender] += amount;
        totalStaked += amount;
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transfer");
    }

    function claim() external {
        rewardPerTokenStored = rewardPerToken();
        lastUpdate = block.timestamp;
        uint256 r = earned(msg.sender);
        paid[msg.sender] = rewardPerTokenStored;
        rewards[msg.sender] = 0;
        require(rewardToken.transfer(msg.sender, r), "transfer");
    }
}
