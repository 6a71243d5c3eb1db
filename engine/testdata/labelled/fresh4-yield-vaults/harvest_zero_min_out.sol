// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.10;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

interface IMasterChef {
    function deposit(uint256 pid, uint256 amount) external;
    function withdraw(uint256 pid, uint256 amount) external;
}

/// @title Auto-compounding strategy for a MasterChef farm
/// @notice Anyone may harvest: the reward is sold for the want token with no minimum out, so a searcher
/// sandwiches every harvest and takes the compounded yield.
contract StrategyChefCompounder {
    IERC20 public immutable want;
    IERC20 public immutable reward;
    IMasterChef public immutable chef;
    IUniswapV2Router02 public immutable router;
    uint256 public immutable pid;
    address public immutable vault;

    uint256 public lastHarvest;

    constructor(IERC20 _want, IERC20 _reward, IMasterChef _chef, IUniswapV2Router02 _router, uint256 _pid, address _vault) {
        want = _want;
        reward = _reward;
        chef = _chef;
        router = _router;
        pid = _pid;
        vault = _vault;
        _reward.approve(address(_router), type(uint256).max);
        _want.approve(address(_chef), type(uint256).max);
    }

    function deposit() public {
        uint256 bal = want.balanceOf(address(this));
        if (bal > 0) {
            chef.deposit(pid, bal);
        }
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == vault, "!vault");
        chef.withdraw(pid, amount);
        require(want.transfer(vault, amount), "transfer");
    }

    function harvest() external {
        chef.deposit(pid, 0);
        uint256 rewards = reward.balanceOf(address(this));
        if (rewards == 0) return;
        address[] memory path = new address[](2);
        path[0] = address(reward);
        path[1] = address(want);
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForTokens(rewards, 0, path, address(this), block.timestamp);
        lastHarvest = block.timestamp;
        deposit();
    }
}
