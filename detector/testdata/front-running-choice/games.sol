pragma solidity ^0.4.24;

// The second player reads the first one's number and picks the winning parity.
contract OddsAndEvens {
    struct Player {
        address addr;
        uint number;
    }
    Player[2] public players;
    uint8 tot;

    function play(uint number) public payable {
        require(msg.value == 1 ether);
        players[tot] = Player(msg.sender, number); // want "OddsAndEvens.play\\(\\) stores the caller's choice in players, in clear; OddsAndEvens.andTheWinnerIs\\(\\) pays out on the stored choices alone"
        tot++;
        if (tot == 2) andTheWinnerIs();
    }

    function andTheWinnerIs() private {
        uint n = players[0].number + players[1].number;
        if (n % 2 == 0) {
            players[0].addr.transfer(1.8 ether);
        } else {
            players[1].addr.transfer(1.8 ether);
        }
        delete players;
        tot = 0;
    }
}

// Safe: players commit to a hash and the payout uses the revealed choices.
contract CommitReveal {
    mapping(address => bytes32) public commitments;
    mapping(address => uint256) public revealed;
    address[2] public seats;

    function commit(bytes32 h, uint8 seat) public payable {
        require(msg.value == 1 ether);
        commitments[msg.sender] = h;
        seats[seat] = msg.sender;
    }

    function reveal(uint256 choice, bytes32 salt) public {
        require(keccak256(abi.encodePacked(choice, salt)) == commitments[msg.sender]);
        revealed[msg.sender] = choice;
    }

    function settle() public {
        if ((revealed[seats[0]] + revealed[seats[1]]) % 2 == 0) {
            seats[0].transfer(1.8 ether);
        } else {
            seats[1].transfer(1.8 ether);
        }
    }
}

// Safe: the owner's result, set after the bets, decides the payout.
contract Betting {
    mapping(address => uint256) public bets;
    uint256 public result;
    address public owner;

    function bet(uint256 choice) public payable {
        bets[msg.sender] = choice;
    }

    function setResult(uint256 r) public {
        require(msg.sender == owner);
        result = r;
    }

    function claim() public {
        if (bets[msg.sender] == result) {
            msg.sender.transfer(1 ether);
        }
    }
}
