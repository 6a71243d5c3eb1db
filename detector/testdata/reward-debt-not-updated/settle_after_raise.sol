// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Synthetix's accounting with the settlement moved after the balance change: the settlement multiplies the new
// balance by the accumulator's gain since the account's last snapshot.
contract LateSettle {
    uint256 public rewardRate;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;

    function rewardPerToken() public view returns (uint256) {
        if (totalSupply == 0) return rewardPerTokenStored;
        return rewardPerTokenStored + ((block.timestamp - lastUpdateTime) * rewardRate * 1e18) / totalSupply;
    }

    function earned(address account) public view returns (uint256) {
        return (balanceOf[account] * (rewardPerToken() - userRewardPerTokenPaid[account])) / 1e18 + rewards[account];
    }

    function _update(address account) internal {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = block.timestamp;
        rewards[account] = earned(account);
        userRewardPerTokenPaid[account] = rewardPerTokenStored;
    }

    // Vulnerable: the balance is raised first, then settled.
    function stake(uint256 amount) external {
        totalSupply += amount;
        balanceOf[msg.sender] += amount; // want "LateSettle.stake\\(\\) raises balanceOf\\[msg.sender\\] before it settles the account's reward \\(line 35\\)"
        _update(msg.sender);
    }

    // Safe: settled first, as the updateReward modifier does.
    function stakeSettled(uint256 amount) external {
        _update(msg.sender);
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
    }

    // Safe: settled before and after.
    function stakeTwice(uint256 amount) external {
        _update(msg.sender);
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
        _update(msg.sender);
    }

    function withdraw(uint256 amount) external {
        _update(msg.sender);
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }
}
