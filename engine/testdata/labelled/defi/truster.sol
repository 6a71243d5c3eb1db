// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); }
contract TrusterLenderPool {
    IERC20 public immutable token;
    constructor(IERC20 t) { token = t; }
    function flashLoan(uint256 amount, address borrower, address target, bytes calldata data) external returns (bool) {
        uint256 balanceBefore = token.balanceOf(address(this));
        require(token.transfer(borrower, amount));
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = target.call(data);
        require(ok, "call failed");
        require(token.balanceOf(address(this)) >= balanceBefore, "not paid back");
        return true;
    }
}
