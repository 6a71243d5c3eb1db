pragma solidity ^0.4.20;

// A 2017 dice game with a payout helper written without a visibility specifier: in 0.4 it is public, and anyone
// can call it to pay themselves from the bankroll.
contract EtherDice {
    address public owner;
    uint public minBet = 0.01 ether;
    uint public maxBet = 1 ether;
    uint public houseEdge = 2;

    struct Bet {
        address player;
        uint amount;
        uint8 guess;
        uint blockNumber;
    }

    mapping(bytes32 => Bet) public bets;

    event BetPlaced(bytes32 indexed id, address indexed player, uint amount, uint8 guess);
    event BetSettled(bytes32 indexed id, address indexed player, uint8 roll, uint payout);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function EtherDice() public {
        owner = msg.sender;
    }

    function placeBet(uint8 guess) public payable returns (bytes32 id) {
        require(msg.value >= minBet && msg.value <= maxBet);
        require(guess >= 1 && guess <= 6);
        id = keccak256(msg.sender, msg.value, block.number);
        bets[id] = Bet(msg.sender, msg.value, guess, block.number);
        BetPlaced(id, msg.sender, msg.value, guess);
    }

    function settleBet(bytes32 id, uint8 roll) public onlyOwner {
        Bet storage bet = bets[id];
        require(bet.player != address(0));
        uint payout = 0;
        if (roll == bet.guess) {
            payout = bet.amount * (100 - houseEdge) * 6 / 100;
            sendPayout(bet.player, payout);
        }
        BetSettled(id, bet.player, roll, payout);
        delete bets[id];
    }

    // <yes> <report> ACCESS_CONTROL
    function sendPayout(address winner, uint amount) {
        winner.transfer(amount);
    }

    function withdrawBankroll(uint amount) public onlyOwner {
        owner.transfer(amount);
    }

    function() public payable {}
}
