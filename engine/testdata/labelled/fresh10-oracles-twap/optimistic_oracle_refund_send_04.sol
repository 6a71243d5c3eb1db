pragma solidity ^0.4.24;

// An early question/answer oracle in the style of Reality.eth's first versions: answers carry a bond,
// a higher bond replaces the answer, and the last answerer takes the pot when the timeout passes.
contract BondedAnswerOracle {
    struct Question {
        address arbitrator;
        uint256 timeout;
        uint256 finalizeTs;
        bytes32 bestAnswer;
        address bestAnswerer;
        uint256 bond;
        uint256 bounty;
        bool finalized;
    }

    mapping(bytes32 => Question) public questions;
    mapping(address => uint256) public balanceOf;

    event LogNewAnswer(bytes32 indexed questionId, bytes32 answer, address answerer, uint256 bond);

    function askQuestion(string question, address arbitrator, uint256 timeout) public payable returns (bytes32) {
        bytes32 qid = keccak256(abi.encodePacked(question, arbitrator, timeout, msg.sender));
        require(questions[qid].timeout == 0);
        require(timeout > 0 && timeout < 365 days);
        questions[qid].arbitrator = arbitrator;
        questions[qid].timeout = timeout;
        questions[qid].bounty = msg.value;
        return qid;
    }

    function submitAnswer(bytes32 qid, bytes32 answer) public payable {
        Question storage q = questions[qid];
        require(q.timeout > 0 && !q.finalized);
        require(q.finalizeTs == 0 || now < q.finalizeTs);
        require(msg.value >= q.bond * 2 && msg.value > 0);
        address previous = q.bestAnswerer;
        uint256 previousBond = q.bond;
        q.bestAnswer = answer;
        q.bestAnswerer = msg.sender;
        q.bond = msg.value;
        q.finalizeTs = now + q.timeout;
        if (previous != address(0)) {
            // The replaced answerer's bond is sent back; if the send fails the bond is lost in the contract.
            // <yes> <report> UNCHECKED_LL_CALLS
            previous.send(previousBond);
        }
        LogNewAnswer(qid, answer, msg.sender, msg.value);
    }

    function finalize(bytes32 qid) public {
        Question storage q = questions[qid];
        require(!q.finalized && q.finalizeTs > 0 && now >= q.finalizeTs);
        q.finalized = true;
        balanceOf[q.bestAnswerer] += q.bond + q.bounty;
    }

    function withdraw() public {
        uint256 bal = balanceOf[msg.sender];
        balanceOf[msg.sender] = 0;
        msg.sender.transfer(bal);
    }
}
