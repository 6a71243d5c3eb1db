// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Safety-module staking with a cooldown and an unstake window, checked the right way round.
contract StakedTokenCooldown {
    IERC20 public immutable stakedToken;
    uint256 public constant COOLDOWN_SECONDS = 10 days;
    uint256 public constant UNSTAKE_WINDOW = 2 days;

    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public stakersCooldowns;

    constructor(IERC20 token) {
        stakedToken = token;
    }

    function stake(uint256 amount) external {
        require(amount > 0, "INVALID_ZERO_AMOUNT");
        balanceOf[msg.sender] += amount;
        require(stakedToken.transferFrom(msg.sender, address(this), amount), "TRANSFER_FROM");
    }

    function cooldown() external {
        require(balanceOf[msg.sender] != 0, "INVALID_BALANCE_ON_COOLDOWN");
        stakersCooldowns[msg.sender] = block.timestamp;
    }

    function redeem(address to, uint256 amount) external {
        uint256 cooldownStart = stakersCooldowns[msg.sender];
        require(cooldownStart != 0, "COOLDOWN_NOT_STARTED");
        require(block.timestamp > cooldownStart + COOLDOWN_SECONDS, "INSUFFICIENT_COOLDOWN");
        require(block.timestamp - (cooldownStart + COOLDOWN_SECONDS) <= UNSTAKE_WINDOW, "UNSTAKE_WINDOW_FINISHED");
        balanceOf[msg.sender] -= amount;
        if (balanceOf[msg.sender] == 0) stakersCooldowns[msg.sender] = 0;
        require(stakedToken.transfer(to, amount), "TRANSFER");
    }
}
