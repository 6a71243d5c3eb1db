// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.13;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ICurvePool {
    function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) external returns (uint256);
}

interface IGauge {
    function deposit(uint256 amount) external;
    function claim_rewards() external;
}

contract CurveCompoundingStrategy {
    IERC20 public immutable crv;
    IERC20 public immutable want;
    ICurvePool public immutable swapPool;
    IGauge public immutable gauge;
    uint256 public lastHarvest;

    constructor(IERC20 _crv, IERC20 _want, ICurvePool _pool, IGauge _gauge) {
        crv = _crv;
        want = _want;
        swapPool = _pool;
        gauge = _gauge;
        _crv.approve(address(_pool), type(uint256).max);
        _want.approve(address(_gauge), type(uint256).max);
    }

    function harvest() external {
        gauge.claim_rewards();
        uint256 crvBal = crv.balanceOf(address(this));
        if (crvBal > 0) {
            // <yes> <report> FRONT_RUNNING
            swapPool.exchange(1, 0, crvBal, 0);
        }
        uint256 wantBal = want.balanceOf(address(this));
        gauge.deposit(wantBal);
        lastHarvest = block.timestamp;
    }
}
