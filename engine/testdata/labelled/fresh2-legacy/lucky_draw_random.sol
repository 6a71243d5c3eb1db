pragma solidity ^0.4.24;

// A ten-ticket lottery of 2018: the winner is drawn from a hash of block values by an internal helper once the
// last ticket is sold, all of which the last buyer (or the miner) knows before sending.
contract LuckyDraw {
    address public owner;
    uint public ticketPrice = 0.1 ether;
    uint8 public constant MAX_TICKETS = 10;
    uint public round = 1;

    address[] public players;
    mapping(uint => address) public winners;

    event TicketBought(address indexed player, uint round, uint8 number);
    event RoundWon(address indexed winner, uint round, uint prize);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function buyTicket() public payable {
        require(msg.value == ticketPrice);
        players.push(msg.sender);
        emit TicketBought(msg.sender, round, uint8(players.length));
        if (players.length == MAX_TICKETS) {
            drawWinner();
        }
    }

    function drawWinner() private {
        uint index = random(players.length);
        address winner = players[index];
        uint prize = address(this).balance * 95 / 100;
        winners[round] = winner;
        delete players;
        round++;
        winner.transfer(prize);
        emit RoundWon(winner, round - 1, prize);
    }

    function random(uint _range) internal view returns (uint) {
        // <yes> <report> BAD_RANDOMNESS
        return uint(keccak256(abi.encodePacked(block.timestamp, block.difficulty, players.length))) % _range;
    }

    function collectFees() public onlyOwner {
        require(players.length == 0);
        owner.transfer(address(this).balance);
    }

    function setTicketPrice(uint _price) public onlyOwner {
        require(players.length == 0);
        ticketPrice = _price;
    }
}
