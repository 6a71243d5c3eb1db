pragma solidity ^0.4.24;

// The second player reads the first one's number and picks the winning parity.
contract OddsAndEvens {
    struct Player {
        address addr;
        uint number;
    }
    Player[2] public players;
    uint8 tot;

    function play(uint number) public payable { // want "OddsAndEvens.play\\(\\) stores the caller's choice in players, in clear; OddsAndEvens.andTheWinnerIs\\(\\) pays out on the stored choices alone"
        require(msg.value == 1 ether);
        players[tot] = Player(msg.sender, number);
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

// The second move is played against the first, which is in storage.
contract Rps {
    address public first;
    uint8 public firstMove;

    function play(uint8 move) external payable { // want "Rps.play\\(\\) stores the caller's choice in firstMove, in clear; Rps.play\\(\\) pays out on the stored choice against the caller's"
        require(msg.value == 1 ether && move < 3);
        if (first == address(0)) {
            first = msg.sender;
            firstMove = move;
            return;
        }
        address a = first;
        uint8 m = firstMove;
        first = address(0);
        if ((m + 1) % 3 == move) {
            payable(msg.sender).transfer(2 ether);
        } else {
            payable(a).transfer(2 ether);
        }
    }
}

// Safe: the first move is a commitment; the payout reads revealed moves only after both are in.
contract RpsCommit {
    address public first;
    bytes32 public firstCommit;
    address public second;
    uint8 public secondMove;

    function commit(bytes32 c) external payable {
        require(msg.value == 1 ether && first == address(0));
        first = msg.sender;
        firstCommit = c;
    }

    function join(uint8 move) external payable {
        require(msg.value == 1 ether && first != address(0) && second == address(0) && move < 3);
        second = msg.sender;
        secondMove = move;
    }

    function reveal(uint8 move, bytes32 salt) external {
        require(msg.sender == first && keccak256(abi.encodePacked(move, salt)) == firstCommit);
        if ((move + 1) % 3 == secondMove) {
            payable(second).transfer(2 ether);
        } else {
            payable(first).transfer(2 ether);
        }
        first = address(0);
        second = address(0);
    }
}

// Not a game: the amount left after the caller's own purchase decides whether the listing closes.
contract Listings {
    struct Listing { address payable seller; uint256 amountLeft; uint256 price; bool active; }
    mapping(uint256 => Listing) public listings;

    function buy(uint256 id, uint256 amount) external payable {
        Listing storage l = listings[id];
        require(l.active);
        l.amountLeft = l.amountLeft - amount;
        if (l.amountLeft == amount) {
            l.active = false;
        }
        l.seller.transfer(l.price * amount);
    }
}

// The stored numbers pick the receiver through a conditional expression: the second player reads the first's.
contract OddsAndEvensPicked {
    struct Player {
        address addr;
        uint number;
    }
    Player[2] public players;
    uint8 tot;

    function play(uint number) public payable { // want "OddsAndEvensPicked.play\\(\\) stores the caller's choice in players, in clear; OddsAndEvensPicked.settle\\(\\) pays out on the stored choices alone"
        require(msg.value == 1 ether);
        require(tot < 2);
        players[tot] = Player(msg.sender, number);
        tot++;
        if (tot == 2) settle();
    }

    function settle() private {
        uint n = players[0].number + players[1].number;
        address winner = n % 2 == 0 ? players[0].addr : players[1].addr;
        delete players;
        tot = 0;
        winner.transfer(1.8 ether);
    }
}

// Safe: the receiver is picked by the block, not by the stored numbers alone (weak randomness, not this flaw).
contract PickedByBlock {
    struct Player {
        address addr;
        uint number;
    }
    Player[2] public players;
    uint8 tot;

    function play(uint number) public payable {
        require(msg.value == 1 ether);
        require(tot < 2);
        players[tot] = Player(msg.sender, number);
        tot++;
        if (tot == 2) settle();
    }

    function settle() private {
        address winner = block.number % 2 == 0 ? players[0].addr : players[1].addr;
        delete players;
        tot = 0;
        winner.transfer(1.8 ether);
    }
}
