// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IRewardToken is IERC20 {
    function mint(address to, uint256 amount) external;
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(owner == msg.sender, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "Ownable: zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// SushiSwap's MasterChef, in 0.8 and with the known fixes: a pool can be added once per LP token, the reward
/// debt is settled on every deposit and withdrawal, deposits are measured by balance difference, and an
/// emergency withdrawal clears the position before it pays.
contract MasterChef is Ownable {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accSushiPerShare; // scaled by 1e12
        uint256 totalStaked;
    }

    IRewardToken public immutable sushi;
    uint256 public immutable sushiPerBlock;
    uint256 public immutable startBlock;

    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;
    mapping(IERC20 => bool) public poolExists;
    uint256 public totalAllocPoint;

    uint256 public constant MAX_POOLS = 50;

    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);

    constructor(IRewardToken _sushi, uint256 _sushiPerBlock, uint256 _startBlock) {
        sushi = _sushi;
        sushiPerBlock = _sushiPerBlock;
        startBlock = _startBlock;
    }

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    function add(uint256 _allocPoint, IERC20 _lpToken) external onlyOwner {
        require(!poolExists[_lpToken], "MasterChef: pool exists");
        require(address(_lpToken) != address(sushi), "MasterChef: reward token");
        require(poolInfo.length < MAX_POOLS, "MasterChef: too many pools");
        massUpdatePools();
        uint256 lastRewardBlock = block.number > startBlock ? block.number : startBlock;
        totalAllocPoint += _allocPoint;
        poolExists[_lpToken] = true;
        poolInfo.push(PoolInfo({lpToken: _lpToken, allocPoint: _allocPoint, lastRewardBlock: lastRewardBlock, accSushiPerShare: 0, totalStaked: 0}));
    }

    function set(uint256 _pid, uint256 _allocPoint) external onlyOwner {
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - poolInfo[_pid].allocPoint + _allocPoint;
        poolInfo[_pid].allocPoint = _allocPoint;
    }

    function pendingSushi(uint256 _pid, address _user) external view returns (uint256) {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][_user];
        uint256 accSushiPerShare = pool.accSushiPerShare;
        if (block.number > pool.lastRewardBlock && pool.totalStaked != 0 && totalAllocPoint != 0) {
            uint256 reward = ((block.number - pool.lastRewardBlock) * sushiPerBlock * pool.allocPoint) / totalAllocPoint;
            accSushiPerShare += (reward * 1e12) / pool.totalStaked;
        }
        return (user.amount * accSushiPerShare) / 1e12 - user.rewardDebt;
    }

    function massUpdatePools() public {
        uint256 length = poolInfo.length;
        for (uint256 pid = 0; pid < length; ++pid) {
            updatePool(pid);
        }
    }

    function updatePool(uint256 _pid) public {
        PoolInfo storage pool = poolInfo[_pid];
        if (block.number <= pool.lastRewardBlock) {
            return;
        }
        if (pool.totalStaked == 0 || totalAllocPoint == 0) {
            pool.lastRewardBlock = block.number;
            return;
        }
        uint256 reward = ((block.number - pool.lastRewardBlock) * sushiPerBlock * pool.allocPoint) / totalAllocPoint;
        sushi.mint(address(this), reward);
        pool.accSushiPerShare += (reward * 1e12) / pool.totalStaked;
        pool.lastRewardBlock = block.number;
    }

    function deposit(uint256 _pid, uint256 _amount) external {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        updatePool(_pid);
        uint256 pending = (user.amount * pool.accSushiPerShare) / 1e12 - user.rewardDebt;
        uint256 received;
        if (_amount > 0) {
            uint256 before = pool.lpToken.balanceOf(address(this));
            pool.lpToken.safeTransferFrom(msg.sender, address(this), _amount);
            received = pool.lpToken.balanceOf(address(this)) - before;
        }
        user.amount += received;
        pool.totalStaked += received;
        user.rewardDebt = (user.amount * pool.accSushiPerShare) / 1e12;
        if (pending > 0) {
            _safeSushiTransfer(msg.sender, pending);
        }
        emit Deposit(msg.sender, _pid, received);
    }

    function withdraw(uint256 _pid, uint256 _amount) external {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        require(user.amount >= _amount, "MasterChef: withdraw too much");
        updatePool(_pid);
        uint256 pending = (user.amount * pool.accSushiPerShare) / 1e12 - user.rewardDebt;
        user.amount -= _amount;
        pool.totalStaked -= _amount;
        user.rewardDebt = (user.amount * pool.accSushiPerShare) / 1e12;
        if (pending > 0) {
            _safeSushiTransfer(msg.sender, pending);
        }
        if (_amount > 0) {
            pool.lpToken.safeTransfer(msg.sender, _amount);
        }
        emit Withdraw(msg.sender, _pid, _amount);
    }

    function emergencyWithdraw(uint256 _pid) external {
        PoolInfo storage pool = poolInfo[_pid];
        UserInfo storage user = userInfo[_pid][msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        pool.totalStaked -= amount;
        pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, _pid, amount);
    }

    function _safeSushiTransfer(address _to, uint256 _amount) internal {
        uint256 sushiBal = sushi.balanceOf(address(this));
        require(sushi.transfer(_to, _amount > sushiBal ? sushiBal : _amount), "MasterChef: reward transfer failed");
    }
}

// Safe, widely used code (or written in its style): held to no finding above low. Each medium-or-above
// expectation in this file marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
