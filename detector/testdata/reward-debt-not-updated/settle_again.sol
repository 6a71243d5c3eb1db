pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

contract Pool {
    struct UserInfo { uint256 amount; uint256 rewardDebt; }
    IERC20 public stake;
    IERC20 public reward;
    uint256 public acc;
    mapping(address => UserInfo) public userInfo;

    function deposit(uint256 amount) external {
        UserInfo storage user = userInfo[msg.sender];
        if (user.amount > 0) {
            require(reward.transfer(msg.sender, user.amount * acc / 1e12 - user.rewardDebt));
        }
        require(stake.transferFrom(msg.sender, address(this), amount));
        user.amount += amount;
        user.rewardDebt = user.amount * acc / 1e12;
    }

    function withdraw(uint256 amount) external {
        UserInfo storage user = userInfo[msg.sender];
        uint256 pending = user.amount * acc / 1e12 - user.rewardDebt; // want "Pool.withdraw\\(\\) settles user.amount \\* acc / 1e12 - user.rewardDebt but never writes the snapshot it is taken against: the next call pays the same reward again"
        require(reward.transfer(msg.sender, pending));
        user.amount -= amount;
        require(stake.transfer(msg.sender, amount));
    }

    function claim() external {
        UserInfo storage user = userInfo[msg.sender];
        require(reward.transfer(msg.sender, user.amount * acc / 1e12 - user.rewardDebt)); // want "Pool.claim\\(\\) settles"
    }

    // Safe: the snapshot moves with the payout.
    function withdrawSettled(uint256 amount) external {
        UserInfo storage user = userInfo[msg.sender];
        uint256 pending = user.amount * acc / 1e12 - user.rewardDebt;
        require(reward.transfer(msg.sender, pending));
        user.amount -= amount;
        user.rewardDebt = user.amount * acc / 1e12;
        require(stake.transfer(msg.sender, amount));
    }

    function pendingReward(address who) external view returns (uint256) {
        UserInfo storage user = userInfo[who];
        return user.amount * acc / 1e12 - user.rewardDebt;
    }
}
