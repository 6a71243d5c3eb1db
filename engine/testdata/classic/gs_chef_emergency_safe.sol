// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }
    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address recipient, uint256 amount) external returns (bool);
    function transferFrom(address sender, address recipient, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() {
        require(owner == msg.sender, "Ownable: caller is not the owner");
        _;
    }
    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "Ownable: zero");
        owner = newOwner;
    }
}

contract ReentrancyGuard {
    uint256 private _status;
    constructor() public { _status = 1; }
    modifier nonReentrant() {
        require(_status != 2, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

contract SousChef is Ownable, ReentrancyGuard {
    using SafeMath for uint256;
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    IERC20 public stakedToken;
    IERC20 public rewardToken;
    uint256 public rewardPerBlock;
    uint256 public startBlock;
    uint256 public bonusEndBlock;
    uint256 public lastRewardBlock;
    uint256 public accTokenPerShare;
    uint256 public totalStaked;
    uint256 public constant PRECISION = 1e12;

    mapping(address => UserInfo) public userInfo;

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 amount);
    event NewRewardPerBlock(uint256 rewardPerBlock);

    constructor(IERC20 _staked, IERC20 _reward, uint256 _rewardPerBlock, uint256 _startBlock, uint256 _bonusEndBlock) public {
        stakedToken = _staked;
        rewardToken = _reward;
        rewardPerBlock = _rewardPerBlock;
        startBlock = _startBlock;
        bonusEndBlock = _bonusEndBlock;
        lastRewardBlock = _startBlock;
    }

    function _getMultiplier(uint256 from, uint256 to) internal view returns (uint256) {
        if (to <= bonusEndBlock) return to.sub(from);
        if (from >= bonusEndBlock) return 0;
        return bonusEndBlock.sub(from);
    }

    function pendingReward(address account) external view returns (uint256) {
        UserInfo storage user = userInfo[account];
        uint256 acc = accTokenPerShare;
        if (block.number > lastRewardBlock && totalStaked != 0) {
            uint256 reward = _getMultiplier(lastRewardBlock, block.number).mul(rewardPerBlock);
            acc = acc.add(reward.mul(PRECISION).div(totalStaked));
        }
        return user.amount.mul(acc).div(PRECISION).sub(user.rewardDebt);
    }

    function _updatePool() internal {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked == 0) {
            lastRewardBlock = block.number;
            return;
        }
        uint256 reward = _getMultiplier(lastRewardBlock, block.number).mul(rewardPerBlock);
        accTokenPerShare = accTokenPerShare.add(reward.mul(PRECISION).div(totalStaked));
        lastRewardBlock = block.number;
    }

    function deposit(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        _updatePool();
        uint256 pending = user.amount.mul(accTokenPerShare).div(PRECISION).sub(user.rewardDebt);
        if (amount > 0) {
            stakedToken.safeTransferFrom(msg.sender, address(this), amount);
            user.amount = user.amount.add(amount);
            totalStaked = totalStaked.add(amount);
        }
        user.rewardDebt = user.amount.mul(accTokenPerShare).div(PRECISION);
        if (pending > 0) {
            rewardToken.safeTransfer(msg.sender, pending);
        }
        emit Deposit(msg.sender, amount);
    }

    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "Amount to withdraw too high");
        _updatePool();
        uint256 pending = user.amount.mul(accTokenPerShare).div(PRECISION).sub(user.rewardDebt);
        user.amount = user.amount.sub(amount);
        totalStaked = totalStaked.sub(amount);
        user.rewardDebt = user.amount.mul(accTokenPerShare).div(PRECISION);
        if (amount > 0) {
            stakedToken.safeTransfer(msg.sender, amount);
        }
        if (pending > 0) {
            rewardToken.safeTransfer(msg.sender, pending);
        }
        emit Withdraw(msg.sender, amount);
    }

    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        totalStaked = totalStaked.sub(amount);
        if (amount > 0) {
            stakedToken.safeTransfer(msg.sender, amount);
        }
        emit EmergencyWithdraw(msg.sender, amount);
    }

    function emergencyRewardWithdraw(uint256 amount) external onlyOwner {
        rewardToken.safeTransfer(msg.sender, amount);
    }

    function updateRewardPerBlock(uint256 newRate) external onlyOwner {
        require(block.number < startBlock, "Pool has started");
        rewardPerBlock = newRate;
        emit NewRewardPerBlock(newRate);
    }

    function stopReward() external onlyOwner {
        bonusEndBlock = block.number;
    }
}
