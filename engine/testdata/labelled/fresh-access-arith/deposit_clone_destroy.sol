// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

contract DepositAccount {
    address payable public beneficiary;
    bool private initialized;

    function init(address payable _beneficiary) external {
        require(!initialized, "init");
        initialized = true;
        beneficiary = _beneficiary;
    }

    receive() external payable {}

    function sweep() external {
        beneficiary.transfer(address(this).balance);
    }

    function close(address payable refundTo) external {
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(refundTo);
    }
}
