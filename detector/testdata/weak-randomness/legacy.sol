pragma solidity ^0.4.21;

contract GuessTheNumber {
    uint8 answer;

    function GuessTheNumber() public payable {
        answer = uint8(keccak256(block.blockhash(block.number - 1), now)); // want "stores a value derived from block data in answer"
    }

    function guess(uint8 n) public payable {
        require(msg.value == 1 ether);
        if (n == answer) {
            msg.sender.transfer(2 ether);
        }
    }
}

contract Commit {
    struct Guess { uint block; bytes32 guess; }
    mapping(address => Guess) guesses;

    function lock(bytes32 h) public payable {
        guesses[msg.sender].guess = h;
        guesses[msg.sender].block = block.number + 1;
    }

    // A blockhash of a committed block: weak only when the 256-block window is not checked (low confidence).
    function settle() public {
        require(block.number > guesses[msg.sender].block);
        bytes32 answer = blockhash(guesses[msg.sender].block); // want "Commit.settle\\(\\) derives a random value from block data .* decides the outcome of a condition at line 31"
        if (guesses[msg.sender].guess == answer) {
            msg.sender.transfer(2 ether);
        }
    }
}

// Safe: the committed block's hash is read only while the EVM still has it.
contract CommitChecked {
    struct Guess { uint block; bytes32 guess; }
    mapping(address => Guess) guesses;

    function lock(bytes32 h) public payable {
        guesses[msg.sender].guess = h;
        guesses[msg.sender].block = block.number + 1;
    }

    function settle() public {
        require(block.number > guesses[msg.sender].block);
        require(block.number - guesses[msg.sender].block < 256);
        bytes32 answer = blockhash(guesses[msg.sender].block);
        if (guesses[msg.sender].guess == answer) {
            msg.sender.transfer(2 ether);
        }
    }
}
