// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// The roll comes from the previous block's hash: an attacking contract computes the same value and only
// bets when it wins.
contract BlockhashDice {
    mapping(address => uint256) public winnings;

    function roll(uint8 guess) external payable {
        require(guess >= 1 && guess <= 6, "guess");
        require(msg.value == 0.01 ether, "stake");
        // <yes> <report> BAD_RANDOMNESS
        uint8 result = uint8(uint256(blockhash(block.number - 1)) % 6) + 1;
        if (result == guess) {
            winnings[msg.sender] += msg.value * 5;
        }
    }

    function withdraw() external {
        uint256 amount = winnings[msg.sender];
        winnings[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
