pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Chef {
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }
    struct PoolInfo {
        IERC20 lpToken;
        uint256 accRewardPerShare;
        uint256 lastRewardBlock;
    }

    IERC20 public reward;
    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;
    uint256 public rewardPerBlock;

    function updatePool(uint256 pid) public {
        PoolInfo storage pool = poolInfo[pid];
        uint256 blocks = block.number - pool.lastRewardBlock;
        pool.accRewardPerShare += blocks * rewardPerBlock * 1e12;
        pool.lastRewardBlock = block.number;
    }

    // Settles, then snapshots the new amount.
    function deposit(uint256 pid, uint256 amount) external {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        updatePool(pid);
        if (user.amount > 0) {
            uint256 pending = user.amount * pool.accRewardPerShare / 1e12 - user.rewardDebt;
            require(reward.transfer(msg.sender, pending));
        }
        require(pool.lpToken.transferFrom(msg.sender, address(this), amount));
        user.amount += amount;
        user.rewardDebt = user.amount * pool.accRewardPerShare / 1e12;
    }

    // A deposit on someone's behalf that forgets the snapshot.
    function depositFor(uint256 pid, address to, uint256 amount) external {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][to];
        updatePool(pid);
        require(pool.lpToken.transferFrom(msg.sender, address(this), amount));
        user.amount += amount; // want "Chef.depositFor\\(\\) raises user.amount but leaves the snapshot it is paid against as it was; Chef.deposit\\(\\) pays user.amount \\* pool.accRewardPerShare / 1e12 - user.rewardDebt"
    }

    function withdraw(uint256 pid, uint256 amount) external {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        updatePool(pid);
        uint256 pending = user.amount * pool.accRewardPerShare / 1e12 - user.rewardDebt;
        user.amount -= amount;
        user.rewardDebt = user.amount * pool.accRewardPerShare / 1e12;
        require(reward.transfer(msg.sender, pending));
        require(pool.lpToken.transfer(msg.sender, amount));
    }
}
