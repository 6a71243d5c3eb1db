// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Every new staker is appended to a list that notifyReward walks in full: dust stakes from many addresses
/// make reward distribution impossible.
contract StakerRewards {
    IERC20 public immutable stakingToken;
    address public immutable distributor;
    address[] public stakers;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public rewards;
    uint256 public totalStaked;

    constructor(IERC20 _stakingToken) {
        stakingToken = _stakingToken;
        distributor = msg.sender;
    }

    function stake(uint256 amount) external {
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer failed");
        if (staked[msg.sender] == 0) {
            stakers.push(msg.sender);
        }
        staked[msg.sender] += amount;
        totalStaked += amount;
    }

    function notifyReward(uint256 reward) external {
        require(msg.sender == distributor, "distributor");
        uint256 length = stakers.length;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i; i < length; ) {
            address s = stakers[i];
            rewards[s] += reward * staked[s] / totalStaked;
            unchecked {
                ++i;
            }
        }
    }

    function claim() external {
        uint256 r = rewards[msg.sender];
        rewards[msg.sender] = 0;
        require(stakingToken.transfer(msg.sender, r), "transfer failed");
    }
}
