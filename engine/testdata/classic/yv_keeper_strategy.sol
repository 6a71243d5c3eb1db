// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.15;

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

interface IGauge {
    function deposit(uint256 amount) external;
    function withdraw(uint256 amount) external;
    function balanceOf(address account) external view returns (uint256);
    function getReward() external;
}

/// @title Gauge strategy run by keepers
/// @notice Harvests are keeper-only and take a minimum out computed off-chain; migration and the emergency exit
/// are for the vault's governance and always return funds to the vault or the next strategy it chose.
contract KeeperGaugeStrategy {
    IERC20 public immutable want;
    IERC20 public immutable reward;
    IGauge public immutable gauge;
    IUniswapV2Router02 public immutable router;
    address public immutable vault;
    address public governance;
    mapping(address => bool) public keepers;

    modifier onlyGovernance() {
        require(msg.sender == governance, "!governance");
        _;
    }

    modifier onlyKeeper() {
        require(keepers[msg.sender] || msg.sender == governance, "!keeper");
        _;
    }

    modifier onlyVault() {
        require(msg.sender == vault, "!vault");
        _;
    }

    constructor(IERC20 _want, IERC20 _reward, IGauge _gauge, IUniswapV2Router02 _router, address _vault) {
        want = _want;
        reward = _reward;
        gauge = _gauge;
        router = _router;
        vault = _vault;
        governance = msg.sender;
        require(_reward.approve(address(_router), type(uint256).max), "approve");
        require(_want.approve(address(_gauge), type(uint256).max), "approve");
    }

    function setKeeper(address keeper, bool allowed) external onlyGovernance {
        keepers[keeper] = allowed;
    }

    function setGovernance(address next) external onlyGovernance {
        require(next != address(0), "zero");
        governance = next;
    }

    function balanceOfPool() public view returns (uint256) {
        return gauge.balanceOf(address(this));
    }

    function deposit() public {
        uint256 bal = want.balanceOf(address(this));
        if (bal > 0) {
            gauge.deposit(bal);
        }
    }

    function withdraw(uint256 amount) external onlyVault {
        gauge.withdraw(amount);
        require(want.transfer(vault, amount), "transfer");
    }

    function harvest(uint256 minOut, uint256 deadline) external onlyKeeper {
        gauge.getReward();
        uint256 rewards = reward.balanceOf(address(this));
        if (rewards == 0) return;
        address[] memory path = new address[](2);
        path[0] = address(reward);
        path[1] = address(want);
        router.swapExactTokensForTokens(rewards, minOut, path, address(this), deadline);
        deposit();
    }

    function migrate(address newStrategy) external onlyVault {
        gauge.withdraw(balanceOfPool());
        require(want.transfer(newStrategy, want.balanceOf(address(this))), "transfer");
    }

    function emergencyExit() external onlyGovernance {
        gauge.withdraw(balanceOfPool());
        require(want.transfer(vault, want.balanceOf(address(this))), "transfer");
    }
}
