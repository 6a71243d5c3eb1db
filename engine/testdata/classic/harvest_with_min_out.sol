// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ICurvePool {
    function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) external returns (uint256);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory amounts);
}

interface IGauge {
    function deposit(uint256 amount) external;
    function claim_rewards() external;
}

/// Keeper-only harvesting; every swap carries a minimum output computed off-chain by the keeper.
contract GuardedCompoundingStrategy {
    IERC20 public immutable crv;
    IERC20 public immutable want;
    ICurvePool public immutable pool;
    IUniswapV2Router02 public immutable router;
    IGauge public immutable gauge;
    address public keeper;
    address public governance;

    modifier onlyKeeper() {
        require(msg.sender == keeper || msg.sender == governance, "!keeper");
        _;
    }

    constructor(IERC20 _crv, IERC20 _want, ICurvePool _pool, IUniswapV2Router02 _router, IGauge _gauge, address _keeper) {
        crv = _crv;
        want = _want;
        pool = _pool;
        router = _router;
        gauge = _gauge;
        keeper = _keeper;
        governance = msg.sender;
    }

    function setKeeper(address _keeper) external {
        require(msg.sender == governance, "!gov");
        keeper = _keeper;
    }

    function harvest(uint256 minWantOut) external onlyKeeper {
        gauge.claim_rewards();
        uint256 crvBal = crv.balanceOf(address(this));
        if (crvBal > 0) {
            crv.approve(address(pool), crvBal);
            pool.exchange(1, 0, crvBal, minWantOut);
        }
        gauge.deposit(want.balanceOf(address(this)));
    }

    function sellRewards(address[] calldata path, uint256 amountIn, uint256 amountOutMin, uint256 deadline) external onlyKeeper {
        require(path.length >= 2 && path[path.length - 1] == address(want), "path");
        IERC20(path[0]).approve(address(router), amountIn);
        router.swapExactTokensForTokens(amountIn, amountOutMin, path, address(this), deadline);
    }
}
