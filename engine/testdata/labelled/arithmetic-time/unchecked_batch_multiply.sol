// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

// BEC's batchTransfer rewritten for 0.8 with the product in an unchecked block: the overflow is back.
contract BatchToken {
    mapping(address => uint256) public balanceOf;

    constructor() {
        balanceOf[msg.sender] = 1e27;
    }

    function batchTransfer(address[] calldata receivers, uint256 value) external {
        uint256 total;
        unchecked {
            // <yes> <report> ARITHMETIC
            total = receivers.length * value;
        }
        require(receivers.length > 0 && receivers.length <= 20, "count");
        require(balanceOf[msg.sender] >= total, "balance");
        balanceOf[msg.sender] -= total;
        for (uint256 i = 0; i < receivers.length; i++) {
            balanceOf[receivers[i]] += value;
        }
    }
}
