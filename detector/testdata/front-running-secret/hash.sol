pragma solidity ^0.4.22;

contract FindThisHash {
    bytes32 constant public hash = 0xb5b5b97fafd9855eec9b41f74dfb6c38f5951141f9a3ecd7f44d5479b630ee0a;

    constructor() public payable {}

    function solve(string solution) public { // want "rewards the caller who submits a value matching a hash"
        require(hash == sha3(solution));
        msg.sender.transfer(1000 ether);
    }
}

contract Puzzle {
    bytes32 public answerHash;
    address public winner;
    address owner;

    constructor(bytes32 h) public { answerHash = h; owner = msg.sender; }

    function answer(bytes32 guess) public { // want "rewards the caller"
        if (keccak256(abi.encodePacked(guess)) == answerHash) {
            winner = msg.sender;
        }
    }

    // Safe: the commitment covers the sender, so a copied reveal is worth nothing to anyone else.
    function reveal(bytes32 guess) public {
        require(keccak256(abi.encodePacked(msg.sender, guess)) == answerHash);
        msg.sender.transfer(1 ether);
    }

    // Safe: only the owner can submit.
    function ownerSolve(string s) public {
        require(msg.sender == owner);
        require(keccak256(abi.encodePacked(s)) == answerHash);
        msg.sender.transfer(1 ether);
    }

    // Safe: a hash check with nothing paid to the caller.
    function check(string s) public view returns (bool) {
        return keccak256(abi.encodePacked(s)) == answerHash;
    }
}
