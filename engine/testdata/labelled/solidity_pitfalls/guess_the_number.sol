pragma solidity ^0.4.21;

// Guess the number: the answer is given to the constructor and kept in a private variable; the deployment
// transaction and the contract's storage are public, so anyone reads it and takes the prize.
contract GuessTheNumberChallenge {
    // <yes> <report> OTHER
    uint8 private answer;

    function GuessTheNumberChallenge(uint8 _answer) public payable {
        require(msg.value == 1 ether);
        answer = _answer;
    }

    function isComplete() public view returns (bool) {
        return address(this).balance == 0;
    }

    function guess(uint8 n) public payable {
        require(msg.value == 1 ether);

        if (n == answer) {
            msg.sender.transfer(2 ether);
        }
    }
}
