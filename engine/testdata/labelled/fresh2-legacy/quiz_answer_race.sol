pragma solidity ^0.4.20;

// A 2018 "quiz" contract: the prize goes to the first caller whose answer hashes to the stored hash; the answer
// travels in the clear in the pending transaction, and a copier with a higher gas price takes the prize.
contract Crypto_Quiz {
    string public question;
    bytes32 responseHash;
    address questionSender;
    uint public solvedAt;

    event Solved(address indexed by, uint prize);
    event NewQuestion(string question);

    function Crypto_Quiz() public {
        questionSender = msg.sender;
    }

    function Try(string _response) external payable {
        require(msg.sender == tx.origin);
        require(solvedAt == 0);
        // <yes> <report> FRONT_RUNNING
        if (responseHash == keccak256(_response) && msg.value >= 0.5 ether) {
            solvedAt = now;
            uint prize = this.balance;
            msg.sender.transfer(prize);
            Solved(msg.sender, prize);
        }
    }

    function StartGame(string _question, string _response) public payable {
        require(msg.sender == questionSender);
        require(responseHash == 0x0);
        responseHash = keccak256(_response);
        question = _question;
        NewQuestion(_question);
    }

    function NewQuestionWithHash(string _question, bytes32 _responseHash) public payable {
        require(msg.sender == questionSender);
        question = _question;
        responseHash = _responseHash;
        solvedAt = 0;
        NewQuestion(_question);
    }

    function() public payable {}
}
