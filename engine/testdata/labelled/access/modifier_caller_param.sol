// SPDX-License-Identifier: MIT
// The guard checks an address the caller passes in, not msg.sender: anyone passes the admin's address.
pragma solidity ^0.8.19;

contract FeeVault {
    address public admin;
    address public feeRecipient;

    constructor() {
        admin = msg.sender;
        feeRecipient = msg.sender;
    }

    modifier onlyAdmin(address caller) {
        require(caller == admin, "admin");
        _;
    }

    receive() external payable {}

    function setFeeRecipient(address caller, address recipient) external onlyAdmin(caller) {
        feeRecipient = recipient;
    }

    function collect(address caller, uint256 amount) external onlyAdmin(caller) {
        // <yes> <report> ACCESS_CONTROL
        payable(feeRecipient).transfer(amount);
    }
}
