// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract FeeSplitter {
    address payable[] public recipients;
    address public owner;

    constructor(address payable[] memory _recipients) {
        recipients = _recipients;
        owner = msg.sender;
    }

    receive() external payable {}

    function split() external {
        uint256 share = address(this).balance / recipients.length;
        for (uint256 i = 0; i < recipients.length; i++) {
            // <yes> <report> UNCHECKED_LL_CALLS
            (bool ok, ) = recipients[i].call{value: share}("");
        }
    }
}
