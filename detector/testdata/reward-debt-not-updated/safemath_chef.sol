pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// SushiSwap's MasterChef accounting, with SafeMath.
contract MasterChef {
    using SafeMath for uint256;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }
    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accSushiPerShare;
    }

    IERC20 public sushi;
    uint256 public sushiPerBlock;
    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;

    function updatePool(uint256 _pid) public {
        PoolInfo storage pool = poolInfo[_pid];
        if (block.number <= pool.lastRewardBlock) {
            return;
        }
        uint256 reward = block.number.sub(pool.lastRewardBlock).mul(sushiPerBlock);
        pool.accSushiPerShare = pool.accSushiPerShare.add(reward.mul(1e12));
        pool.lastRewardBlock = block.number;
    }

    function deposit(uint256 _pid, uint256 _amount) public {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        updatePool(_pid);
        if (user.amount > 0) {
            uint256 pending = user.amount.mul(pool.accSushiPerShare).div(1e12).sub(user.rewardDebt);
            require(sushi.transfer(msg.sender, pending));
        }
        require(pool.lpToken.transferFrom(address(msg.sender), address(this), _amount));
        user.amount = user.amount.add(_amount);
        user.rewardDebt = user.amount.mul(pool.accSushiPerShare).div(1e12);
    }

    function withdraw(uint256 _pid, uint256 _amount) public {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        require(user.amount >= _amount, "withdraw: not good");
        updatePool(_pid);
        uint256 pending = user.amount.mul(pool.accSushiPerShare).div(1e12).sub(user.rewardDebt);
        require(sushi.transfer(msg.sender, pending));
        user.amount = user.amount.sub(_amount);
        user.rewardDebt = user.amount.mul(pool.accSushiPerShare).div(1e12);
        require(pool.lpToken.transfer(address(msg.sender), _amount));
    }

    function emergencyWithdraw(uint256 _pid) public {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        require(pool.lpToken.transfer(address(msg.sender), amount));
    }
}

// A fork whose compounding deposit forgets the debt.
contract CompoundingChef {
    using SafeMath for uint256;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public lp;
    IERC20 public reward;
    uint256 public accPerShare;
    mapping(address => UserInfo) public userInfo;

    function harvest() public {
        UserInfo storage user = userInfo[msg.sender];
        uint256 pending = user.amount.mul(accPerShare).div(1e12).sub(user.rewardDebt);
        user.rewardDebt = user.amount.mul(accPerShare).div(1e12);
        require(reward.transfer(msg.sender, pending));
    }

    function compound(uint256 extra) public {
        UserInfo storage user = userInfo[msg.sender];
        require(lp.transferFrom(msg.sender, address(this), extra));
        user.amount = user.amount.add(extra); // want "CompoundingChef.compound\\(\\) raises user.amount but leaves the snapshot it is paid against as it was; CompoundingChef.harvest\\(\\) pays"
    }
}
