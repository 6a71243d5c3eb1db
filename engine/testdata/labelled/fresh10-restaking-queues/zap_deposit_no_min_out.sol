// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

/// Zap into a restaking vault: users send ETH, the zap swaps it for stETH on the Curve pool and deposits the
/// stETH into the vault for them. The swap is sent with a minimum output of zero: a sandwich moves the pool and
/// the user's deposit is worth far less than the ETH sent.
interface ICurvePool {
    function exchange(int128 i, int128 j, uint256 dx, uint256 minDy) external payable returns (uint256);
    function get_dy(int128 i, int128 j, uint256 dx) external view returns (uint256);
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IRestakingVault {
    function deposit(uint256 assets, address receiver) external returns (uint256 shares);
}

contract RestakeZap {
    ICurvePool public immutable pool;
    IERC20 public immutable stETH;
    IRestakingVault public immutable vault;
    bool private entered;

    modifier nonReentrant() {
        require(!entered, "reentrant");
        entered = true;
        _;
        entered = false;
    }

    constructor(ICurvePool _pool, IERC20 _stETH, IRestakingVault _vault) {
        pool = _pool;
        stETH = _stETH;
        vault = _vault;
        require(_stETH.approve(address(_vault), type(uint256).max), "approve");
    }

    function quote(uint256 ethIn) external view returns (uint256) {
        return pool.get_dy(0, 1, ethIn);
    }

    function zapEth() external payable nonReentrant returns (uint256 shares) {
        require(msg.value > 0, "zero");
        // <yes> <report> FRONT_RUNNING
        uint256 received = pool.exchange{value: msg.value}(0, 1, msg.value, 0);
        shares = vault.deposit(received, msg.sender);
    }
}
