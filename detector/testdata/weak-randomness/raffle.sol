pragma solidity ^0.4.16;

// Tickets numbered 1..n in a mapping, the winner drawn from block data.
contract Raffle {
    struct Contestant {
        address addr;
        uint raffleId;
    }
    uint constant totalTickets = 50;
    mapping (uint => Contestant) public contestants;
    mapping (bytes32 => address) public byHash;
    uint public nextTicket = 1;

    function buy() public payable {
        contestants[nextTicket++] = Contestant(msg.sender, 1);
        if (nextTicket > totalTickets) {
            chooseWinner();
        }
    }

    function chooseWinner() private {
        bytes32 randHash = keccak256(block.difficulty, block.coinbase); // want "derives a random value from block data .* which picks an entry at line 24"
        uint winningNumber = uint(randHash) % totalTickets + 1;
        address winner = contestants[winningNumber].addr;
        winner.transfer(this.balance);
    }

    // Safe: a hash used whole is an identifier, not a draw.
    function register() public {
        byHash[keccak256(msg.sender, block.number)] = msg.sender;
    }
}
