pragma solidity ^0.8.0;

// The commitment is the answer's hash alone: a watcher copies it, then reveals the answer it sees.
contract Unbound {
    bytes32 public immutable answerHash;
    mapping(address => bytes32) public commitments;
    address[] public winners;

    constructor(bytes32 h) {
        answerHash = h;
    }

    function commit(bytes32 c) external {
        commitments[msg.sender] = c;
    }

    function reveal(string calldata answer) external { // want "Unbound.reveal\\(\\) checks the caller's commitment against a hash of the revealed values that leaves the caller out"
        require(commitments[msg.sender] == keccak256(abi.encodePacked(answer)));
        require(keccak256(abi.encodePacked(answer)) == answerHash);
        delete commitments[msg.sender];
        winners.push(msg.sender);
    }
}

// Safe: the commitment binds the caller and a salt.
contract Bound {
    bytes32 public immutable answerHash;
    mapping(address => bytes32) public commitments;
    address public winner;

    constructor(bytes32 h) payable {
        answerHash = h;
    }

    function commit(bytes32 c) external {
        commitments[msg.sender] = c;
    }

    function reveal(string calldata answer, bytes32 salt) external {
        require(commitments[msg.sender] == keccak256(abi.encodePacked(msg.sender, answer, salt)));
        require(keccak256(abi.encodePacked(answer)) == answerHash);
        require(winner == address(0));
        winner = msg.sender;
        payable(msg.sender).transfer(address(this).balance);
    }
}

// No commitment at all: the plain secret.
contract Plain {
    bytes32 public immutable answerHash;
    address[] public winners;

    constructor(bytes32 h) {
        answerHash = h;
    }

    function solve(string calldata answer) external { // want "Plain.solve\\(\\) rewards the caller who submits a value matching a hash"
        require(keccak256(abi.encodePacked(answer)) == answerHash);
        winners.push(msg.sender);
    }
}

// Safe: the caller's commitment, read per round through a memory copy, binds the caller and a salt.
contract RoundBound {
    struct Commit {
        bytes32 hash;
        uint256 blockNumber;
    }

    mapping(uint256 => bytes32) public targets;
    mapping(uint256 => mapping(address => Commit)) public commits;

    function commit(uint256 round, bytes32 h) external {
        commits[round][msg.sender] = Commit(h, block.number);
    }

    function reveal(uint256 round, bytes calldata answer, bytes32 salt) external {
        Commit memory c = commits[round][msg.sender];
        require(c.blockNumber != 0 && c.blockNumber < block.number);
        require(keccak256(abi.encodePacked(answer, msg.sender, salt)) == c.hash);
        require(keccak256(answer) == targets[round]);
        delete targets[round];
        payable(msg.sender).transfer(1 ether);
    }
}

// The round's commitment, read through a memory copy, leaves the caller out: copied and revealed by a watcher.
contract RoundUnbound {
    mapping(uint256 => bytes32) public targets;
    mapping(uint256 => mapping(address => bytes32)) public commits;

    function commit(uint256 round, bytes32 h) external {
        commits[round][msg.sender] = h;
    }

    function reveal(uint256 round, bytes calldata answer) external { // want "RoundUnbound.reveal\\(\\) checks the caller's commitment against a hash of the revealed values that leaves the caller out"
        bytes32 c = commits[round][msg.sender];
        require(keccak256(answer) == c);
        require(keccak256(answer) == targets[round]);
        delete targets[round];
        payable(msg.sender).transfer(1 ether);
    }
}
