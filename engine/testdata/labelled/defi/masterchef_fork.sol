// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
// A MasterChef fork whose "deposit for" path forgets the reward debt.
contract Chef {
    struct UserInfo { uint256 amount; uint256 rewardDebt; }
    IERC20 public immutable lp;
    IERC20 public immutable reward;
    uint256 public accRewardPerShare;
    uint256 public lastBlock;
    uint256 public rewardPerBlock = 1e18;
    uint256 public totalStaked;
    mapping(address => UserInfo) public userInfo;
    constructor(IERC20 l, IERC20 r) { lp = l; reward = r; lastBlock = block.number; }
    function update() public {
        if (totalStaked > 0) accRewardPerShare += (block.number - lastBlock) * rewardPerBlock * 1e12 / totalStaked;
        lastBlock = block.number;
    }
    function deposit(uint256 amount) external {
        update();
        UserInfo storage user = userInfo[msg.sender];
        if (user.amount > 0) require(reward.transfer(msg.sender, user.amount * accRewardPerShare / 1e12 - user.rewardDebt));
        require(lp.transferFrom(msg.sender, address(this), amount));
        user.amount += amount;
        totalStaked += amount;
        user.rewardDebt = user.amount * accRewardPerShare / 1e12;
    }
    function depositFor(address to, uint256 amount) external {
        update();
        UserInfo storage user = userInfo[to];
        require(lp.transferFrom(msg.sender, address(this), amount));
        // <yes> <report> OTHER
        user.amount += amount;
        totalStaked += amount;
    }
}
