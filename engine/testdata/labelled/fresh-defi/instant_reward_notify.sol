// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract FeeSharingStaking {
    IERC20 public immutable stakingToken;
    IERC20 public immutable feeToken;
    uint256 public totalStaked;
    uint256 public accFeePerShare;
    mapping(address => uint256) public stakes;
    mapping(address => uint256) public feeDebt;

    constructor(IERC20 _staking, IERC20 _fee) {
        stakingToken = _staking;
        feeToken = _fee;
    }

    function _pending(address user) internal view returns (uint256) {
        return stakes[user] * accFeePerShare / 1e18 - feeDebt[user];
    }

    function stake(uint256 amount) external {
        uint256 pending = _pending(msg.sender);
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        stakes[msg.sender] += amount;
        totalStaked += amount;
        feeDebt[msg.sender] = stakes[msg.sender] * accFeePerShare / 1e18;
        if (pending > 0) require(feeToken.transfer(msg.sender, pending), "fee");
    }

    function unstake(uint256 amount) external {
        uint256 pending = _pending(msg.sender);
        stakes[msg.sender] -= amount;
        totalStaked -= amount;
        feeDebt[msg.sender] = stakes[msg.sender] * accFeePerShare / 1e18;
        require(stakingToken.transfer(msg.sender, amount), "transfer");
        if (pending > 0) require(feeToken.transfer(msg.sender, pending), "fee");
    }

    function distributeFees(uint256 amount) external {
        require(totalStaked > 0, "no stakers");
        require(feeToken.transferFrom(msg.sender, address(this), amount), "transfer");
        // <yes> <report> FRONT_RUNNING
        accFeePerShare += amount * 1e18 / totalStaked;
    }
}
