// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IGauge {
    function getReward() external;
    function deposit(uint256 amount) external;
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to,
        uint256 deadline) external returns (uint256[] memory amounts);
}

/// Auto-compounder run by Chainlink Automation: once a day it claims gauge rewards, sells them for the staked
/// token and stakes the proceeds. Anyone may call performUpkeep; the upkeep only happens when it is due.
contract GaugeAutoCompounder {
    IGauge public immutable gauge;
    IRouter public immutable router;
    IERC20 public immutable reward;
    IERC20 public immutable want;
    uint256 public constant INTERVAL = 1 days;
    uint256 public lastCompound;

    constructor(IGauge gauge_, IRouter router_, IERC20 reward_, IERC20 want_) {
        gauge = gauge_;
        router = router_;
        reward = reward_;
        want = want_;
    }

    function checkUpkeep(bytes calldata) external view returns (bool upkeepNeeded, bytes memory) {
        upkeepNeeded = block.timestamp >= lastCompound + INTERVAL;
    }

    function performUpkeep(bytes calldata) external {
        require(block.timestamp >= lastCompound + INTERVAL, "not due");
        lastCompound = block.timestamp;
        gauge.getReward();
        uint256 amount = reward.balanceOf(address(this));
        if (amount == 0) return;
        reward.approve(address(router), amount);
        address[] memory path = new address[](2);
        path[0] = address(reward);
        path[1] = address(want);
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(amount, 0, path, address(this), block.timestamp);
        uint256 bal = want.balanceOf(address(this));
        want.approve(address(gauge), bal);
        gauge.deposit(bal);
    }
}
