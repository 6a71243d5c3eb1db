pragma solidity ^0.4.24;

contract DiceRoll {
    uint public constant BET = 0.1 ether;
    event Rolled(address player, uint8 roll, bool won);

    function roll(uint8 guess) public payable {
        require(msg.value == BET && guess >= 1 && guess <= 6);
        // <yes> <report> BAD_RANDOMNESS
        uint8 result = uint8(uint256(keccak256(block.timestamp, block.difficulty)) % 6) + 1;
        bool won = result == guess;
        if (won) {
            msg.sender.transfer(BET * 5);
        }
        emit Rolled(msg.sender, result, won);
    }

    function() public payable {}
}
