// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IVault {
    function deposit(uint256 amount, address receiver) external returns (uint256 shares);
}

/// Zap into a vault through any swap target chosen by the front-end. The zap approves the caller-named
/// spender for the full balance it holds, including tokens other users left behind or sent mid-route, and
/// the approval outlives the call (cf. the Bancor / Sushi RouteProcessor approval incidents).
contract VaultZapper {
    event Zapped(address indexed user, address vault, uint256 shares);

    function zap(
        IERC20 tokenIn,
        uint256 amountIn,
        IERC20 want,
        IVault vault,
        address swapTarget,
        address spender,
        bytes calldata swapData,
        uint256 minShares
    ) external returns (uint256 shares) {
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "Zap: pull");
        // <yes> <report> ACCESS_CONTROL
        require(tokenIn.approve(spender, type(uint256).max), "Zap: approve");
        (bool ok, ) = swapTarget.call(swapData);
        require(ok, "Zap: swap failed");

        uint256 wantBal = want.balanceOf(address(this));
        require(want.approve(address(vault), wantBal), "Zap: approve vault");
        shares = vault.deposit(wantBal, msg.sender);
        require(shares >= minShares, "Zap: slippage");
        emit Zapped(msg.sender, address(vault), shares);
    }
}
