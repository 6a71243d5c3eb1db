pragma solidity ^0.4.9;

library Deck {
    // The card drawn is fixed by the block hash and timestamp of the block that includes the call.
    function deal(address player, uint8 cardNumber) internal returns (uint8) {
        // <yes> <report> BAD_RANDOMNESS
        uint b = block.number;
        // <yes> <report> BAD_RANDOMNESS
        uint timestamp = block.timestamp;
        // <yes> <report> BAD_RANDOMNESS
        return uint8(uint256(keccak256(block.blockhash(b), player, cardNumber, timestamp)) % 52);
    }

    function valueOf(uint8 card, bool isBigAce) internal constant returns (uint8) {
        uint8 value = card / 4;
        if (value == 0 || value == 11 || value == 12) {
            return 10;
        }
        if (value == 1 && isBigAce) {
            return 11;
        }
        return value;
    }
}

contract BlackJack {
    using Deck for *;

    uint public minBet = 50 finney;
    uint public maxBet = 5 ether;

    struct Game {
        address player;
        uint bet;
        uint8[] houseCards;
        uint8[] playerCards;
        uint8 cardsDealt;
    }

    mapping (address => Game) public games;

    function deal() public payable {
        require(msg.value >= minBet && msg.value <= maxBet);
        uint8[] memory houseCards = new uint8[](1);
        uint8[] memory playerCards = new uint8[](2);
        playerCards[0] = Deck.deal(msg.sender, 0);
        playerCards[1] = Deck.deal(msg.sender, 1);
        houseCards[0] = Deck.deal(msg.sender, 2);
        games[msg.sender] = Game(msg.sender, msg.value, houseCards, playerCards, 3);
        uint8 score = Deck.valueOf(playerCards[0], true) + Deck.valueOf(playerCards[1], true);
        if (score == 21) {
            msg.sender.transfer(msg.value * 5 / 2);
        }
    }
}
