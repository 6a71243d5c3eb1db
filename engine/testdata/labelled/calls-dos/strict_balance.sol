// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The game ends when the balance is exactly the target; anyone can force ether in (selfdestruct, a coinbase
/// reward) and skip past it, locking the pot.
contract EtherGame {
    uint256 public constant TARGET = 7 ether;
    address public winner;

    function deposit() external payable {
        require(msg.value == 1 ether, "one ether");
        uint256 balance = address(this).balance;
        require(balance <= TARGET, "game over");
        // <yes> <report> DENIAL_OF_SERVICE
        if (balance == TARGET) {
            winner = msg.sender;
        }
    }

    function claimReward() external {
        require(msg.sender == winner, "not winner");
        (bool sent, ) = msg.sender.call{value: address(this).balance}("");
        require(sent, "failed");
    }
}
