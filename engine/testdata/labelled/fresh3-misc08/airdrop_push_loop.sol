// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Raffle payout: the owner settles by pushing ETH to every winner in one loop; one reverting winner (a contract
/// without a receive function) blocks the whole settlement forever.
contract RafflePayout {
    address public owner;
    address[] public winners;
    uint256 public prizeEach;
    bool public settled;

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {}

    function enter() external payable {
        require(msg.value == 0.01 ether, "ticket");
        require(winners.length < 500, "full");
        winners.push(msg.sender);
    }

    function settle(uint256 prize) external {
        require(msg.sender == owner, "owner");
        require(!settled, "settled");
        prizeEach = prize;
        for (uint256 i = 0; i < winners.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool ok, ) = payable(winners[i]).call{value: prize}("");
            require(ok, "payout failed");
        }
        settled = true;
    }
}
