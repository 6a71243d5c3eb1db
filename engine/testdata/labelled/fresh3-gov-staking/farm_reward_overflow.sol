// SPDX-License-Identifier: MIT
pragma solidity ^0.6.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Operated {
    address public operator;

    constructor() public {
        operator = msg.sender;
    }

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    function setOperator(address next) external onlyOperator {
        operator = next;
    }
}

contract LiquidityMining is Operated {
    IERC20 public lpToken;
    IERC20 public rewardToken;

    uint256 public rewardPerSecond;
    uint256 public lastUpdate;
    uint256 public accPerShare;
    uint256 public totalShares;

    mapping(address => uint256) public shares;
    mapping(address => uint256) public debt;
    mapping(address => uint256) public owed;

    constructor(IERC20 _lp, IERC20 _reward) public {
        lpToken = _lp;
        rewardToken = _reward;
        lastUpdate = block.timestamp;
    }

    function setRewardPerSecond(uint256 rate) external onlyOperator {
        _accrue();
        rewardPerSecond = rate;
    }

    function _accrue() internal {
        if (totalShares > 0) {
            // <yes> <report> ARITHMETIC
            accPerShare += (block.timestamp - lastUpdate) * rewardPerSecond * 1e18 / totalShares;
        }
        lastUpdate = block.timestamp;
    }

    function _settle(address account) internal {
        owed[account] += shares[account] * accPerShare / 1e18 - debt[account];
    }

    function deposit(uint256 amount) external {
        _accrue();
        _settle(msg.sender);
        require(lpToken.transferFrom(msg.sender, address(this), amount), "deposit");
        shares[msg.sender] += amount;
        totalShares += amount;
        debt[msg.sender] = shares[msg.sender] * accPerShare / 1e18;
    }

    function withdraw(uint256 amount) external {
        require(shares[msg.sender] >= amount, "shares");
        _accrue();
        _settle(msg.sender);
        shares[msg.sender] -= amount;
        totalShares -= amount;
        debt[msg.sender] = shares[msg.sender] * accPerShare / 1e18;
        require(lpToken.transfer(msg.sender, amount), "withdraw");
    }

    function harvest() external {
        _accrue();
        _settle(msg.sender);
        debt[msg.sender] = shares[msg.sender] * accPerShare / 1e18;
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        require(rewardToken.transfer(msg.sender, amount), "harvest");
    }
}
