// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.15;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory amounts);
}

interface IGauge {
    function getReward() external;
    function deposit(uint256 amount) external;
}

/// Auto-compounding strategy: claims reward tokens, sells them for the want token, and re-deposits.
contract CompoundingStrategy {
    IERC20 public immutable want;
    IERC20 public immutable reward;
    IGauge public immutable gauge;
    IUniswapV2Router02 public immutable router;
    address public vault;

    constructor(IERC20 _want, IERC20 _reward, IGauge _gauge, IUniswapV2Router02 _router, address _vault) {
        want = _want;
        reward = _reward;
        gauge = _gauge;
        router = _router;
        vault = _vault;
        _reward.approve(address(_router), type(uint256).max);
        _want.approve(address(_gauge), type(uint256).max);
    }

    /// Anyone may poke the harvest; the keeper network does so every few hours.
    function harvest() external {
        gauge.getReward();
        uint256 amount = reward.balanceOf(address(this));
        if (amount == 0) return;
        address[] memory path = new address[](2);
        path[0] = address(reward);
        path[1] = address(want);
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(amount, 0, path, address(this), block.timestamp);
        gauge.deposit(want.balanceOf(address(this)));
    }
}
