// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Safe here: rock-paper-scissors. Each player stakes, and the payout follows the game's rule against the move the
// first player stored (its flaw, a first move anyone can read, is front-running's).
contract RockPaperScissors {
    address public player1;
    uint8 public move1;
    uint256 public constant STAKE = 1 ether;

    function play(uint8 move) external payable {
        require(msg.value == STAKE && move < 3);
        if (player1 == address(0)) {
            player1 = msg.sender;
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

// Vulnerable: every paid call doubles the stake, with no game at all.
contract Doubler {
    uint256 public constant STAKE = 1 ether;

    receive() external payable {}

    function play() external payable { // want "Doubler.play\\(\\) lets any caller send 2 \\* STAKE to payable\\(msg.sender\\)"
        require(msg.value == STAKE);
        payable(msg.sender).transfer(2 * STAKE);
    }
}
