pragma solidity ^0.5.0;

// Pays the bounty to the first account that reports the settlement price of a question, once the
// question's resolver confirms the answer matches. The answer is in the mempool for anyone to copy.
contract SettlementPriceBounty {
    struct Question {
        bytes32 answerHash;
        uint256 bounty;
        address payable winner;
        uint256 answer;
    }

    address public resolver;
    mapping(uint256 => Question) public questions;

    constructor() public {
        resolver = msg.sender;
    }

    function post(uint256 id, bytes32 answerHash) external payable {
        require(msg.sender == resolver, "resolver");
        require(questions[id].answerHash == bytes32(0), "exists");
        questions[id].answerHash = answerHash;
        questions[id].bounty = msg.value;
    }

    function report(uint256 id, uint256 answer) external {
        Question storage q = questions[id];
        require(q.winner == address(0), "answered");
        // <yes> <report> FRONT_RUNNING
        require(keccak256(abi.encodePacked(answer)) == q.answerHash, "wrong");
        q.winner = msg.sender;
        q.answer = answer;
        msg.sender.transfer(q.bounty);
    }
}
