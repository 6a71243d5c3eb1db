// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success, "SafeERC20: call failed");
        require(ret.length == 0 || abi.decode(ret, (bool)), "SafeERC20: operation did not succeed");
        require(ret.length > 0 || address(token).code.length > 0, "SafeERC20: not a contract");
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

// ERC-4626-style vault: balance-delta crediting for fee-on-transfer tokens, virtual shares against the
// first-depositor inflation attack, rounding in the vault's favour on every path.
contract SafeTokenVault is ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 private constant OFFSET = 1e3;

    IERC20 public immutable asset;
    uint256 public totalSupply;
    uint256 public totalManaged;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Deposit(address indexed caller, address indexed owner, uint256 assets, uint256 shares);
    event Withdraw(address indexed caller, address indexed receiver, address indexed owner, uint256 assets, uint256 shares);

    constructor(IERC20 _asset) {
        asset = _asset;
    }

    function totalAssets() public view returns (uint256) {
        return totalManaged;
    }

    function _mulDiv(uint256 x, uint256 y, uint256 d, bool roundUp) private pure returns (uint256 z) {
        z = x * y / d;
        if (roundUp && mulmod(x, y, d) > 0) z += 1;
    }

    function convertToShares(uint256 assets) public view returns (uint256) {
        return _mulDiv(assets, totalSupply + OFFSET, totalAssets() + 1, false);
    }

    function convertToAssets(uint256 shares) public view returns (uint256) {
        return _mulDiv(shares, totalAssets() + 1, totalSupply + OFFSET, false);
    }

    function previewWithdraw(uint256 assets) public view returns (uint256) {
        return _mulDiv(assets, totalSupply + OFFSET, totalAssets() + 1, true);
    }

    function deposit(uint256 assets, address receiver) external nonReentrant returns (uint256 shares) {
        uint256 before = asset.balanceOf(address(this));
        asset.safeTransferFrom(msg.sender, address(this), assets);
        uint256 received = asset.balanceOf(address(this)) - before;
        shares = convertToShares(received);
        require(shares > 0, "zero shares");
        totalManaged += received;
        totalSupply += shares;
        balanceOf[receiver] += shares;
        emit Deposit(msg.sender, receiver, received, shares);
    }

    function withdraw(uint256 assets, address receiver, address owner) external nonReentrant returns (uint256 shares) {
        shares = previewWithdraw(assets);
        if (msg.sender != owner) {
            allowance[owner][msg.sender] -= shares;
        }
        balanceOf[owner] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        asset.safeTransfer(receiver, assets);
        emit Withdraw(msg.sender, receiver, owner, assets, shares);
    }

    function redeem(uint256 shares, address receiver, address owner) external nonReentrant returns (uint256 assets) {
        if (msg.sender != owner) {
            allowance[owner][msg.sender] -= shares;
        }
        assets = convertToAssets(shares);
        require(assets > 0, "zero assets");
        balanceOf[owner] -= shares;
        totalSupply -= shares;
        totalManaged -= assets;
        asset.safeTransfer(receiver, assets);
        emit Withdraw(msg.sender, receiver, owner, assets, shares);
    }

    function approve(address spender, uint256 shares) external returns (bool) {
        allowance[msg.sender][spender] = shares;
        return true;
    }

    function transfer(address to, uint256 shares) external returns (bool) {
        balanceOf[msg.sender] -= shares;
        balanceOf[to] += shares;
        return true;
    }
}
