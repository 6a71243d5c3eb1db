// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IFlashLoanEtherReceiver { function execute() external payable; }
contract SideEntranceLenderPool {
    mapping(address => uint256) private balances;
    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }
    function withdraw() external {
        uint256 amount = balances[msg.sender];
        delete balances[msg.sender];
        payable(msg.sender).transfer(amount);
    }
    function flashLoan(uint256 amount) external {
        uint256 balanceBefore = address(this).balance;
        IFlashLoanEtherReceiver(msg.sender).execute{value: amount}();
        // <yes> <report> OTHER
        require(address(this).balance >= balanceBefore, "Flash loan hasn't been paid back");
    }
}
