// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

contract HappyHourPot {
    uint256 public pot;
    mapping(address => uint256) public credits;

    function play() external payable {
        require(msg.value == 0.02 ether, "stake");
        pot += msg.value;
        // <yes> <report> TIME_MANIPULATION
        if (block.timestamp % 60 == 0) {
            uint256 prize = pot;
            pot = 0;
            msg.sender.transfer(prize);
        }
    }
}
