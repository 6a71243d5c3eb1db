// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IFlashLoanReceiver { function receiveEther(uint256 fee) external payable; }
contract NaiveReceiverLenderPool {
    uint256 private constant FIXED_FEE = 1 ether;
    function fixedFee() external pure returns (uint256) { return FIXED_FEE; }
    function flashLoan(address borrower, uint256 borrowAmount) external {
        uint256 balanceBefore = address(this).balance;
        require(balanceBefore >= borrowAmount, "Not enough ETH in pool");
        require(borrower.code.length > 0, "Borrower must be a deployed contract");
        // <yes> <report> ACCESS_CONTROL
        IFlashLoanReceiver(borrower).receiveEther{value: borrowAmount}(FIXED_FEE);
        require(address(this).balance >= balanceBefore + FIXED_FEE, "Flash loan hasn't been paid back");
    }
    receive() external payable {}
}
