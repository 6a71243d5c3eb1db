// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
}

interface IVault {
    function deposit(uint256 assets, address receiver) external returns (uint256 shares);
}

/// Deposits with a permit: the permit is allowed to fail (it may have been front-run), and tokens are only ever
/// pulled from the caller.
contract PermitDepositRouter {
    error InsufficientShares(uint256 shares, uint256 minShares);

    function depositWithPermit(
        IERC20 token,
        IVault vault,
        uint256 amount,
        uint256 minShares,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 shares) {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {
            require(token.allowance(msg.sender, address(this)) >= amount, "permit failed");
        }
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        require(token.approve(address(vault), amount), "approve");
        shares = vault.deposit(amount, msg.sender);
        if (shares < minShares) revert InsufficientShares(shares, minShares);
    }
}
