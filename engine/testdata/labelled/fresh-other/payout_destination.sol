// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

contract SplitPayment {
    address payable public partner;
    address payable public treasury;
    address public admin;

    constructor(address payable _partner) {
        partner = _partner;
        admin = msg.sender;
    }

    receive() external payable {}

    function distribute() external {
        require(msg.sender == admin, "admin");
        uint256 half = address(this).balance / 2;
        partner.transfer(half);
        // <yes> <report> OTHER
        treasury.transfer(address(this).balance);
    }
}
