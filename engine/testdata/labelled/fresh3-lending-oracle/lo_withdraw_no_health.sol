// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import "@openzeppelin/contracts/security/ReentrancyGuard.sol";

interface IPriceOracle {
    function getAssetPrice(address asset) external view returns (uint256);
}

contract CollateralManager is ReentrancyGuard {
    using SafeERC20 for IERC20;

    IERC20 public immutable collateral;
    IERC20 public immutable debtAsset;
    IPriceOracle public immutable oracle;
    uint256 public constant LTV_BPS = 7500;

    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(IERC20 c, IERC20 d, IPriceOracle o) {
        collateral = c;
        debtAsset = d;
        oracle = o;
    }

    function _healthy(address account) internal view returns (bool) {
        uint256 value = collateralOf[account] * oracle.getAssetPrice(address(collateral)) / 1e18;
        return debtOf[account] * 10000 <= value * LTV_BPS;
    }

    function depositCollateral(uint256 amount) external nonReentrant {
        collateral.safeTransferFrom(msg.sender, address(this), amount);
        collateralOf[msg.sender] += amount;
    }

    function borrow(uint256 amount) external nonReentrant {
        debtOf[msg.sender] += amount;
        require(_healthy(msg.sender), "LTV");
        debtAsset.safeTransfer(msg.sender, amount);
    }

    function repay(uint256 amount) external nonReentrant {
        debtAsset.safeTransferFrom(msg.sender, address(this), amount);
        debtOf[msg.sender] -= amount;
    }

    // no health check after collateral leaves: a borrower withdraws everything and keeps the loan
    // <yes> <report> OTHER
    function withdrawCollateral(uint256 amount) external nonReentrant {
        collateralOf[msg.sender] -= amount;
        collateral.safeTransfer(msg.sender, amount);
    }
}
