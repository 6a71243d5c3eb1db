// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// The first player's move is stored in clear: the second reads it and plays the move that beats it.
contract RockPaperScissors {
    address public player1;
    uint8 public move1;
    uint256 public constant STAKE = 1 ether;

    function play(uint8 move) external payable {
        require(msg.value == STAKE, "stake");
        require(move < 3, "move");
        if (player1 == address(0)) {
            player1 = msg.sender;
            // <yes> <report> FRONT_RUNNING
            move1 = move;
            return;
        }
        address first = player1;
        uint8 m1 = move1;
        player1 = address(0);
        if (m1 == move) {
            payable(first).transfer(STAKE);
            payable(msg.sender).transfer(STAKE);
        } else if ((m1 + 1) % 3 == move) {
            payable(msg.sender).transfer(2 * STAKE);
        } else {
            payable(first).transfer(2 * STAKE);
        }
    }
}
