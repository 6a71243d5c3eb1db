pragma solidity ^0.5.0;

// The stored hash is an entry the caller names: the key is theirs, the hash is not.
contract KeyedBounty {
    struct Question {
        bytes32 answerHash;
        uint256 bounty;
        address winner;
    }

    address public resolver = msg.sender;
    mapping(uint256 => Question) public questions;
    mapping(uint256 => bytes32) public hashes;

    function post(uint256 id, bytes32 h) external payable {
        require(msg.sender == resolver, "resolver");
        questions[id] = Question(h, msg.value, address(0));
    }

    function report(uint256 id, uint256 answer) external { // want "KeyedBounty.report\\(\\) rewards the caller who submits a value matching a hash"
        Question storage q = questions[id];
        require(q.winner == address(0), "answered");
        require(keccak256(abi.encodePacked(answer)) == q.answerHash, "wrong");
        q.winner = msg.sender;
        msg.sender.transfer(q.bounty);
    }

    // Safe: the hash compared is the one the caller passes in, a check of its own input only.
    function verify(uint256 answer, bytes32 h) external pure returns (bool) {
        return keccak256(abi.encodePacked(answer)) == h;
    }

    // Safe: the answer is bound to its sender.
    function reportBound(uint256 id, uint256 answer) external {
        Question storage q = questions[id];
        require(q.winner == address(0), "answered");
        require(keccak256(abi.encodePacked(answer, msg.sender)) == q.answerHash, "wrong");
        q.winner = msg.sender;
        msg.sender.transfer(q.bounty);
    }
}
