pragma solidity ^0.4.24;

/// Odds and evens for two players: each pays the stake and names a number; when the second player has played,
/// the sum decides the winner (even: the first player, odd: the second). The house keeps a small fee.
contract OddsAndEvens {
    struct Player {
        address addr;
        uint256 number;
    }

    Player[2] public players;
    uint8 public tot;
    address public owner;
    uint256 public constant STAKE = 1 ether;
    uint256 public constant FEE = 0.02 ether;
    uint256 public fees;

    event Played(address indexed player, uint8 index);
    event Won(address indexed winner, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function OddsAndEvens() public {
        owner = msg.sender;
    }

    function play(uint256 number) public payable {
        require(msg.value == STAKE);
        require(tot < 2);
        // <yes> <report> FRONT_RUNNING
        players[tot] = Player(msg.sender, number);
        emit Played(msg.sender, tot);
        tot++;
        if (tot == 2) {
            andTheWinnerIs();
        }
    }

    function andTheWinnerIs() private {
        uint256 n = players[0].number + players[1].number;
        address winner = n % 2 == 0 ? players[0].addr : players[1].addr;
        uint256 prize = 2 * STAKE - FEE;
        fees += FEE;
        delete players;
        tot = 0;
        winner.transfer(prize);
        emit Won(winner, prize);
    }

    function collectFees() public onlyOwner {
        uint256 amount = fees;
        fees = 0;
        owner.transfer(amount);
    }
}
