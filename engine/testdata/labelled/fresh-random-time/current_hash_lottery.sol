pragma solidity ^0.4.21;

contract HashLottery {
    mapping(address => uint) public guesses;
    mapping(address => uint) public blocks;

    function lockInGuess(uint guess) public payable {
        require(msg.value == 1 ether);
        guesses[msg.sender] = guess;
        blocks[msg.sender] = block.number;
    }

    function settle() public {
        require(blocks[msg.sender] != 0);
        // <yes> <report> BAD_RANDOMNESS
        uint answer = uint(block.blockhash(block.number)) % 100;
        uint guess = guesses[msg.sender];
        guesses[msg.sender] = 0;
        blocks[msg.sender] = 0;
        if (guess == answer) {
            msg.sender.transfer(2 ether);
        }
    }
}
