// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A double-or-nothing game settled on the block timestamp: the block producer picks it, and a contract
// caller can compute it in the same block and call only when it wins.
contract TimestampCoinFlip {
    event Played(address player, bool won);

    receive() external payable {}

    function play() external payable {
        require(msg.value > 0 && msg.value <= address(this).balance / 2, "bet");
        // <yes> <report> TIME_MANIPULATION
        bool won = block.timestamp % 2 == 0;
        emit Played(msg.sender, won);
        if (won) {
            (bool ok, ) = msg.sender.call{value: msg.value * 2}("");
            require(ok, "send");
        }
    }
}
