// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

library Math {
    function mulDiv(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        return (x * y) / d;
    }

    function mulDivUp(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        uint256 p = x * y;
        return p == 0 ? 0 : (p - 1) / d + 1;
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// @title Single-asset vault with internal accounting and a decimals offset
/// @notice Shares are priced against the tracked assets, not the raw balance, so donations do not move the
/// price; a virtual offset of 1e6 makes the inflation attack unprofitable; deposits credit what arrived; the
/// user's side of every rounding goes down.
contract OffsetVault is ReentrancyGuard {
    using SafeERC20 for IERC20;
    using Math for uint256;

    uint256 private constant OFFSET = 1e6;

    IERC20 public immutable asset;
    uint256 public totalAssets;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Deposit(address indexed caller, address indexed receiver, uint256 assets, uint256 shares);
    event Withdraw(address indexed caller, address indexed receiver, uint256 assets, uint256 shares);

    constructor(IERC20 _asset) {
        asset = _asset;
    }

    function convertToShares(uint256 assets) public view returns (uint256) {
        return assets.mulDiv(totalSupply + OFFSET, totalAssets + 1);
    }

    function convertToAssets(uint256 shares) public view returns (uint256) {
        return shares.mulDiv(totalAssets + 1, totalSupply + OFFSET);
    }

    function previewWithdraw(uint256 assets) public view returns (uint256) {
        return assets.mulDivUp(totalSupply + OFFSET, totalAssets + 1);
    }

    function deposit(uint256 assets, address receiver) external nonReentrant returns (uint256 shares) {
        uint256 before = asset.balanceOf(address(this));
        asset.safeTransferFrom(msg.sender, address(this), assets);
        uint256 received = asset.balanceOf(address(this)) - before;
        shares = convertToShares(received);
        require(shares != 0, "zero shares");
        totalAssets += received;
        totalSupply += shares;
        balanceOf[receiver] += shares;
        emit Deposit(msg.sender, receiver, received, shares);
    }

    function withdraw(uint256 assets, address receiver) external nonReentrant returns (uint256 shares) {
        shares = previewWithdraw(assets);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalAssets -= assets;
        asset.safeTransfer(receiver, assets);
        emit Withdraw(msg.sender, receiver, assets, shares);
    }

    function redeem(uint256 shares, address receiver) external nonReentrant returns (uint256 assets) {
        assets = convertToAssets(shares);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalAssets -= assets;
        asset.safeTransfer(receiver, assets);
        emit Withdraw(msg.sender, receiver, assets, shares);
    }
}
