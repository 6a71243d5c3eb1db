// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

library DebtMath {
    /// Reduces a debt by a repayment. The caller is trusted to pass repaid <= debt.
    function reduce(uint256 debt, uint256 repaid) internal pure returns (uint256) {
        unchecked {
            // <yes> <report> ARITHMETIC
            return debt - repaid;
        }
    }
}

/// An isolated lending market: repay() lets the borrower pay more than owed, and the unchecked reduction wraps
/// the debt, while totalBorrows is reduced by the same excess.
contract IsolatedMarket {
    using DebtMath for uint256;

    IERC20 public immutable asset;
    IERC20 public immutable collateral;
    mapping(address => uint256) public debtOf;
    mapping(address => uint256) public collateralOf;
    uint256 public totalBorrows;

    constructor(IERC20 _asset, IERC20 _collateral) {
        asset = _asset;
        collateral = _collateral;
    }

    function supplyCollateral(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "transfer");
        collateralOf[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        require(debtOf[msg.sender] + amount <= (collateralOf[msg.sender] * 75) / 100, "ltv");
        debtOf[msg.sender] += amount;
        totalBorrows += amount;
        require(asset.transfer(msg.sender, amount), "transfer");
    }

    function repay(address onBehalf, uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount), "transfer");
        debtOf[onBehalf] = debtOf[onBehalf].reduce(amount);
        totalBorrows = totalBorrows.reduce(amount);
    }

    function withdrawCollateral(uint256 amount) external {
        collateralOf[msg.sender] -= amount;
        require(debtOf[msg.sender] <= (collateralOf[msg.sender] * 75) / 100, "ltv");
        require(collateral.transfer(msg.sender, amount), "transfer");
    }
}
