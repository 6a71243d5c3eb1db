pragma solidity ^0.4.24;

// Lucky Block: a bettor commits to a future block; whoever settles later is paid if the block's hash ends with
// the bettor's guessed byte.
contract LuckyBlock {
    struct Bet {
        uint8 guess;
        uint blockNumber;
        uint amount;
    }

    mapping (address => Bet) public bets;
    address public croupier;

    constructor() public payable {
        croupier = msg.sender;
    }

    function placeBet(uint8 guess) public payable {
        require(msg.value == 0.05 ether);
        require(bets[msg.sender].blockNumber == 0);
        bets[msg.sender] = Bet(guess, block.number + 1, msg.value);
    }

    function settle() public {
        Bet memory b = bets[msg.sender];
        require(b.blockNumber != 0 && block.number > b.blockNumber);
        // <yes> <report> BAD_RANDOMNESS
        uint8 outcome = uint8(blockhash(b.blockNumber));
        delete bets[msg.sender];
        if (outcome == b.guess) {
            msg.sender.transfer(b.amount * 200);
        }
    }

    function topUp() public payable {
        require(msg.sender == croupier);
    }
}
