pragma solidity ^0.4.0;

contract Lottery {
    event GetBet(uint betAmount, uint blockNumber, bool won);

    struct Bet {
        uint betAmount;
        uint blockNumber;
        bool won;
    }

    address private organizer;
    Bet[] private bets;

    function Lottery() {
        organizer = msg.sender;
    }

    function() {
        throw;
    }

    function makeBet() {
        // <yes> <report> BAD_RANDOMNESS
        bool won = (block.number % 2) == 0;
        bets.push(Bet(msg.value, block.number, won));
        if (won) {
            if (!msg.sender.send(msg.value)) {
                throw;
            }
        }
    }

    function destroy() {
        if (msg.sender != organizer) { throw; }
        suicide(organizer);
    }
}
