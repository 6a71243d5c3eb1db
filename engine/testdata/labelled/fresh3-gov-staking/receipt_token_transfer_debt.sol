// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Staked LP is represented by a transferable receipt; rewards accrue per share to the receipt holder.
contract StakedLpReceipt {
    string public constant name = "Staked LP";
    string public constant symbol = "sLP";
    uint8 public constant decimals = 18;

    IERC20 public immutable lp;
    IERC20 public immutable reward;
    uint256 public immutable rewardPerSecond;

    uint256 public totalSupply;
    uint256 public accRewardPerShare;
    uint256 public lastRewardTime;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public rewardDebt;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(IERC20 _lp, IERC20 _reward, uint256 _rewardPerSecond) {
        lp = _lp;
        reward = _reward;
        rewardPerSecond = _rewardPerSecond;
        lastRewardTime = block.timestamp;
    }

    function _accrue() internal {
        if (block.timestamp > lastRewardTime) {
            if (totalSupply > 0) {
                accRewardPerShare += (block.timestamp - lastRewardTime) * rewardPerSecond * 1e12 / totalSupply;
            }
            lastRewardTime = block.timestamp;
        }
    }

    function pending(address account) public view returns (uint256) {
        return balanceOf[account] * accRewardPerShare / 1e12 - rewardDebt[account];
    }

    function _claim(address account) internal {
        uint256 amount = pending(account);
        rewardDebt[account] = balanceOf[account] * accRewardPerShare / 1e12;
        if (amount > 0) require(reward.transfer(account, amount), "reward");
    }

    function deposit(uint256 amount) external {
        _accrue();
        _claim(msg.sender);
        require(lp.transferFrom(msg.sender, address(this), amount), "lp");
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
        rewardDebt[msg.sender] = balanceOf[msg.sender] * accRewardPerShare / 1e12;
        emit Transfer(address(0), msg.sender, amount);
    }

    function withdraw(uint256 amount) external {
        _accrue();
        _claim(msg.sender);
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        rewardDebt[msg.sender] = balanceOf[msg.sender] * accRewardPerShare / 1e12;
        require(lp.transfer(msg.sender, amount), "lp");
        emit Transfer(msg.sender, address(0), amount);
    }

    function claim() external {
        _accrue();
        _claim(msg.sender);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        balanceOf[from] -= amount;
        // <yes> <report> OTHER
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
