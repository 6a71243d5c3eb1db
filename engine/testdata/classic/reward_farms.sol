// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Reward farms as they are forked everywhere: Synthetix-style MultiRewards with owner-listed reward tokens, and a
// MasterChef-style pool list whose empty pools only move their clock.
interface IERC20 { function transfer(address, uint256) external returns (bool); function balanceOf(address) external view returns (uint256); function approve(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}
contract MultiRewards {
    using SafeERC20 for IERC20;
    struct Reward { address distributor; uint256 periodFinish; uint256 rate; uint256 perToken; uint256 last; }
    IERC20 public stakingToken;
    address public owner;
    mapping(address => Reward) public rewardData;
    address[] public rewardTokens;
    mapping(address => mapping(address => uint256)) public rewards;
    mapping(address => mapping(address => uint256)) public paid;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    constructor(IERC20 s) { stakingToken = s; owner = msg.sender; }
    function addReward(address token, address distributor) external {
        require(msg.sender == owner, "owner");
        require(rewardData[token].distributor == address(0), "exists");
        rewardTokens.push(token);
        rewardData[token].distributor = distributor;
    }
    function notifyRewardAmount(address token, uint256 amount, uint256 duration) external {
        require(rewardData[token].distributor == msg.sender, "distributor");
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        rewardData[token].rate = amount / duration;
        rewardData[token].last = block.timestamp;
        rewardData[token].periodFinish = block.timestamp + duration;
    }
    function _update(address account) internal {
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address t = rewardTokens[i];
            Reward storage r = rewardData[t];
            uint256 lt = block.timestamp < r.periodFinish ? block.timestamp : r.periodFinish;
            if (totalSupply > 0 && lt > r.last) r.perToken += (lt - r.last) * r.rate * 1e18 / totalSupply;
            r.last = lt;
            if (account != address(0)) {
                rewards[account][t] += balanceOf[account] * (r.perToken - paid[account][t]) / 1e18;
                paid[account][t] = r.perToken;
            }
        }
    }
    function stake(uint256 amount) external {
        _update(msg.sender);
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        stakingToken.safeTransferFrom(msg.sender, address(this), amount);
    }
    function withdraw(uint256 amount) public {
        _update(msg.sender);
        totalSupply -= amount;
        balanceOf[msg.sender] -= amount;
        stakingToken.safeTransfer(msg.sender, amount);
    }
    function getReward() public {
        _update(msg.sender);
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address t = rewardTokens[i];
            uint256 reward = rewards[msg.sender][t];
            if (reward > 0) {
                rewards[msg.sender][t] = 0;
                IERC20(t).safeTransfer(msg.sender, reward);
            }
        }
    }
    function exit() external { withdraw(balanceOf[msg.sender]); getReward(); }
}
contract MasterChef {
    using SafeERC20 for IERC20;
    struct PoolInfo { IERC20 lpToken; uint256 alloc; uint256 last; uint256 acc; }
    PoolInfo[] public poolInfo;
    address public owner = msg.sender;
    uint256 public totalAlloc;
    mapping(uint256 => mapping(address => uint256)) public amountOf;
    function add(uint256 alloc, IERC20 lp) external {
        require(msg.sender == owner);
        totalAlloc += alloc;
        poolInfo.push(PoolInfo(lp, alloc, block.number, 0));
    }
    function massUpdatePools() public {
        for (uint256 pid = 0; pid < poolInfo.length; ++pid) updatePool(pid);
    }
    function updatePool(uint256 pid) public {
        PoolInfo storage p = poolInfo[pid];
        uint256 supply = p.lpToken.balanceOf(address(this));
        if (supply == 0) { p.last = block.number; return; }
        p.acc += (block.number - p.last) * p.alloc * 1e12 / totalAlloc / supply;
        p.last = block.number;
    }
    function deposit(uint256 pid, uint256 amount) external {
        updatePool(pid);
        poolInfo[pid].lpToken.safeTransferFrom(msg.sender, address(this), amount);
        amountOf[pid][msg.sender] += amount;
    }
    function emergencyWithdraw(uint256 pid) external {
        uint256 a = amountOf[pid][msg.sender];
        amountOf[pid][msg.sender] = 0;
        poolInfo[pid].lpToken.safeTransfer(msg.sender, a);
    }
}
