// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract BatchDeposit {
    mapping(address => uint256) public balanceOf;

    function depositFor(address[] calldata receivers) external payable {
        for (uint256 i = 0; i < receivers.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            balanceOf[receivers[i]] += msg.value;
        }
    }

    function withdraw(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        payable(msg.sender).transfer(amount);
    }
}
