pragma solidity ^0.4.9;
library Deck {
	function deal(address player, uint8 cardNumber) internal returns (uint8) {
		uint b = block.number;
		uint timestamp = block.timestamp;
		// <yes> <report> BAD_RANDOMNESS
		return uint8(uint256(keccak256(block.blockhash(b), player, cardNumber, timestamp)) % 52);
	}
	function valueOf(uint8 card, bool isBigAce) internal constant returns (uint8) {
		uint8 value = card / 4;
		if (value == 0 || value == 11 || value == 12) { return 10; }
		if (value == 1 && isBigAce) { return 11; }
		return value;
	}
}
contract BlackJack {
	using Deck for *;
	uint public minBet = 50 finney;
	uint public maxBet = 5 ether;
	struct Game { address player; uint bet; uint8[] houseCards; uint8[] playerCards; uint8 cardsDealt; }
	mapping (address => Game) public games;
	function deal() public payable {
		require(msg.value >= minBet && msg.value <= maxBet);
		Game storage game = games[msg.sender];
		game.player = msg.sender;
		game.bet = msg.value;
		game.houseCards.push(Deck.deal(msg.sender, game.cardsDealt++));
		game.playerCards.push(Deck.deal(msg.sender, game.cardsDealt++));
		if (Deck.valueOf(game.playerCards[0], true) == 11) {
			msg.sender.transfer(game.bet * 2);
		}
	}
}
