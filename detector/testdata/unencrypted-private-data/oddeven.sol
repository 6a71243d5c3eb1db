pragma solidity ^0.5.0;

contract OddEven {
    struct Player {
        address payable addr;
        uint number;
    }

    Player[2] private players;
    uint count = 0;

    function play(uint number) public payable { // want "OddEven.play\\(\\) takes number in the clear and stores it in the private variable players"
        require(msg.value == 1 ether);
        players[count] = Player(msg.sender, number);
        count++;
        if (count == 2) selectWinner();
    }

    function selectWinner() private {
        uint n = players[0].number + players[1].number;
        (bool success, ) = players[n % 2].addr.call.value(address(this).balance)("");
        require(success);
        delete players;
        count = 0;
    }
}

contract Guess {
    uint private secret;
    address owner;

    constructor() public { owner = msg.sender; }

    function setSecret(uint s) public { // want "takes s in the clear and stores it in the private variable secret"
        require(msg.sender == owner);
        secret = s;
    }

    function guess(uint g) public payable {
        require(msg.value == 1 ether);
        if (g == secret) {
            msg.sender.transfer(address(this).balance);
        }
    }
}

// Safe: balances are updated, not chosen, and compared with no caller's input.
contract Bank {
    mapping(address => uint) private balance;

    function deposit(uint amount) public payable {
        require(msg.value == amount);
        balance[msg.sender] = balance[msg.sender] + amount;
    }

    function withdraw(uint amount) public {
        require(amount <= balance[msg.sender]);
        balance[msg.sender] = balance[msg.sender] - amount;
        msg.sender.transfer(amount);
    }
}

// Safe: not declared private; the values are records meant to be looked up, not hidden.
contract Registry {
    mapping(uint => bytes32) proofs;

    function record(uint id, bytes32 fileHash) public {
        proofs[id] = fileHash;
    }

    function verify(uint id, bytes32 fileHash) public view returns (bool) {
        return proofs[id] == fileHash;
    }
}
