// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface ICurvePool {
    function get_virtual_price() external view returns (uint256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract LpCollateralPricing {
    ICurvePool public immutable curvePool;

    constructor(ICurvePool pool) {
        curvePool = pool;
    }

    function lpValue(uint256 lpAmount) internal view returns (uint256) {
        // read-only reentrancy: the pool's virtual price is inflated while it sends ETH mid-removal
        // <yes> <report> OTHER
        return lpAmount * curvePool.get_virtual_price() / 1e18;
    }
}

contract SteCrvMoneyMarket is LpCollateralPricing {
    IERC20 public immutable lpToken;
    IERC20 public immutable stable;
    mapping(address => uint256) public lpDeposited;
    mapping(address => uint256) public debt;

    constructor(ICurvePool pool, IERC20 lp, IERC20 _stable) LpCollateralPricing(pool) {
        lpToken = lp;
        stable = _stable;
    }

    function depositLp(uint256 amount) external {
        require(lpToken.transferFrom(msg.sender, address(this), amount));
        lpDeposited[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 10000 <= lpValue(lpDeposited[msg.sender]) * 8000, "ltv");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    function liquidate(address account) external {
        require(debt[account] * 10000 > lpValue(lpDeposited[account]) * 8500, "healthy");
        uint256 owedAmount = debt[account];
        uint256 seized = lpDeposited[account];
        debt[account] = 0;
        lpDeposited[account] = 0;
        require(stable.transferFrom(msg.sender, address(this), owedAmount));
        require(lpToken.transfer(msg.sender, seized));
    }
}
