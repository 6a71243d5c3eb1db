// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Deposit pool of a liquid restaking token: users deposit a liquid staking token (stETH, cbETH...) that the
/// pool restakes through the strategy manager, and get ezETH-like LRT minted at the current rate. The deposit
/// ignores the boolean of transferFrom: a token that returns false instead of reverting mints LRT for nothing.
interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface ILRT {
    function mint(address to, uint256 amount) external;
    function totalSupply() external view returns (uint256);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div zero");
        return a / b;
    }
}

contract LRTDepositPool {
    using SafeMath for uint256;

    ILRT public immutable lrt;
    address public manager;
    mapping(address => bool) public supportedAsset;
    mapping(address => uint256) public assetDeposited;
    uint256 public totalValueLocked;

    modifier onlyManager() {
        require(msg.sender == manager, "manager");
        _;
    }

    constructor(ILRT _lrt) {
        lrt = _lrt;
        manager = msg.sender;
    }

    function addAsset(address asset) external onlyManager {
        supportedAsset[asset] = true;
    }

    function previewMint(uint256 amount) public view returns (uint256) {
        uint256 supply = lrt.totalSupply();
        if (supply == 0 || totalValueLocked == 0) return amount;
        return amount.mul(supply).div(totalValueLocked);
    }

    function depositAsset(address asset, uint256 amount, uint256 minLrt) external {
        require(supportedAsset[asset], "asset");
        require(amount > 0, "zero");
        uint256 minted = previewMint(amount);
        require(minted >= minLrt, "slippage");
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(asset).transferFrom(msg.sender, address(this), amount);
        assetDeposited[asset] = assetDeposited[asset].add(amount);
        totalValueLocked = totalValueLocked.add(amount);
        lrt.mint(msg.sender, minted);
    }

    function moveToStrategy(address asset, address strategy, uint256 amount) external onlyManager {
        require(IERC20(asset).transfer(strategy, amount), "transfer");
    }
}
